import Testing

@testable import MVVMGenCore

@Suite("Marked inline input")
struct MarkedTextTests {
    @Test("markers are removed and name the line and column of the character after them")
    func markers() {
        let yaml = MarkedText("screens:\n  1️⃣Top:\n    callbacks: [2️⃣done]\n")
        #expect(yaml.text == "screens:\n  Top:\n    callbacks: [done]\n")
        #expect(yaml.places["1️⃣"]! == (2, 3))
        #expect(yaml.places["2️⃣"]! == (3, 17))
    }

    @Test("diagnostics are described by marker, notes included")
    func describe() {
        let yaml = MarkedText("1️⃣a\n2️⃣b\n")
        let diagnostic = Diagnostic.error(
            "clash",
            at: SourceLocation(file: "f", line: 2, column: 1),
            notes: [.init("first here", at: SourceLocation(file: "f", line: 1, column: 1))]
        )
        #expect(yaml.describe(diagnostic) == "2️⃣ error: clash\n1️⃣ note: first here")
        let elsewhere = Diagnostic.warning("w", at: SourceLocation(file: "f", line: 9, column: 4), kind: .childNotCell)
        #expect(yaml.describe(elsewhere) == "?:9:4 warning: w [childNotCell]")
    }
}
