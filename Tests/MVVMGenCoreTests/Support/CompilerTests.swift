import Foundation
import Testing

/// The tests that run the Swift compiler (the lanes, nested `swift test` runs, random-spec
/// compiles) take minutes; `swift test` skips them unless MVVMGEN_COMPILE_TESTS=1 is set,
/// as CI sets it. Everything else (parse, validate, translate, render, goldens, the CLI)
/// always runs: the fast inner loop.
enum CompilerTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["MVVMGEN_COMPILE_TESTS"] == "1" }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only when MVVMGEN_COMPILE_TESTS=1.
    static var runsTheCompiler: Self {
        .enabled(if: CompilerTests.enabled, "runs the compiler: set MVVMGEN_COMPILE_TESTS=1")
    }
}
