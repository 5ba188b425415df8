import Testing

@testable import MVVMGenCLI

@Suite("A write that fails names what had been written")
struct WriteFailureMessageTests {
    @Test("up to ten files are named; past ten, the first ten and a count, so a full disk's message stays a line")
    func namesFewCountsMany() {
        #expect(WritePlan.writtenBeforeFailure([], of: 8) == "nothing was written")
        #expect(
            WritePlan.writtenBeforeFailure(["Generated/A.swift", "B.swift"], of: 8)
                == "2 of 8 files had been written, each whole: Generated/A.swift, B.swift; once that is fixed, run mvvmgen again to write the rest"
        )
        let many = (0..<2_675).map { "Generated/S\($0).swift" }
        let message = WritePlan.writtenBeforeFailure(many, of: 5_011)
        #expect(message.hasPrefix("2675 of 5011 files had been written, each whole: Generated/S0.swift, "))
        #expect(message.contains("Generated/S9.swift, and 2665 more; once that is fixed"))
        #expect(!message.contains("Generated/S10.swift"))
        #expect(message.utf8.count < 400)
    }
}
