import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// The tests that run the Swift compiler (the lanes, nested `swift test` runs, random-spec
    /// compiles) take minutes; `swift test` skips them unless MVVMGEN_COMPILE_TESTS=1 is set,
    /// as CI sets it. Everything else (parse, validate, translate, render, goldens, the CLI)
    /// always runs: the fast inner loop.
    static var runsTheCompiler: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["MVVMGEN_COMPILE_TESTS"] == "1",
            "runs the compiler: set MVVMGEN_COMPILE_TESTS=1"
        )
    }
}
