import Foundation
import Testing

/// The golden outputs are Swift that compiles: each case's sources (controllers included,
/// against the UIKit stand-in) and test skeletons are type-checked in Swift 6 mode with
/// warnings as errors, together with `support/`, the person's own types the YAML names.
@Suite("Generated code compiles")
struct GeneratedCodeCompilesTests {
    @Test("sources and tests of every golden case type-check", arguments: GoldenTests.cases)
    func typeChecks(_ name: String) throws {
        let folder = TestPaths.golden.appendingPathComponent(name)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-compile-\(name)-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("expected/sources"), to: sources.appendingPathComponent("generated"))
        let support = folder.appendingPathComponent("support")
        if FileManager.default.fileExists(atPath: support.path) {
            try FileManager.default.copyItem(at: support, to: sources.appendingPathComponent("support"))
        }
        let result = try Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            ["Screens", sources.path, folder.appendingPathComponent("expected/tests").path])
        #expect(result.status == 0, "type-checking \(name) failed:\n\(result.output)")
    }
}
