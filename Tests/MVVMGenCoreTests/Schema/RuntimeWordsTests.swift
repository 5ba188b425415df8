import MVVMRuntime
import Testing

@testable import MVVMGenCore

/// Words the YAML takes and the runtime library defines are the same words: the generator
/// writes `.restart` where the YAML says `whileRunning: restart`.
@Suite("Generator and runtime words")
struct RuntimeWordsTests {
    @Test("the whileRunning policies of the YAML are the runtime's WhileRunning cases, in order")
    func whileRunningAgrees() {
        #expect(
            CommandSpec.WhileRunning.allCases.map(\.rawValue) == MVVMRuntime.WhileRunning.allCases.map(\.rawValue)
        )
    }
}
