import Foundation
import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

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
            at: folder.appendingPathComponent("expected/sources"),
            to: sources.appendingPathComponent("generated")
        )
        let support = folder.appendingPathComponent("support")
        if FileManager.default.fileExists(atPath: support.path) {
            try FileManager.default.copyItem(at: support, to: sources.appendingPathComponent("support"))
        }
        let result = try Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            ["Screens", sources.path, folder.appendingPathComponent("expected/tests").path]
        )
        #expect(result.status == 0, "type-checking \(name) failed:\n\(result.output)")
    }
}

/// The benchmark's input is real: ten synthetic screens generate, and the result (sources,
/// controllers and test skeletons) type-checks, so the benchmark measures code that works.
@Suite("Synthetic screens")
struct SyntheticScreensTests {
    @Test("ten synthetic screens generate and type-check")
    func tenScreensCompile() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-synthetic-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try Generator(options: GenerationOptions(moduleName: "Screens"))
            .generate(InputFile(path: "Synthetic.screen.yaml", text: SyntheticScreens.yaml(screens: 10)))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.files.filter { $0.path.hasSuffix("ViewModel.swift") }.count == 10)
        for file in result.files {
            let url = work.appendingPathComponent(file.root == .sources ? "Screens" : "Tests").appendingPathComponent(
                file.path
            )
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(file.contents.utf8).write(to: url)
        }
        try Data(SyntheticScreens.supportSource.utf8).write(to: work.appendingPathComponent("Screens/Support.swift"))

        let check = try Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            ["Screens", work.appendingPathComponent("Screens").path, work.appendingPathComponent("Tests").path]
        )
        #expect(check.status == 0, "\(check.output)")
    }
}

/// The contract between regenerated and created-once files: when the YAML gains a command
/// or a callback after the person's files were created, the build fails and the compiler
/// names what those files lack.
@Suite("Regeneration contract")
struct RegenerationContractTests {
    static let before = """
        screens:
          Top:
            commands:
              undo: [reloadTable]
            callbacks: [reloadTable]

        """

    @Test("a command and a callback added later are named by the compiler in the person's files")
    func compilerNamesWhatIsMissing() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-contract-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let generator = Generator(options: GenerationOptions(moduleName: "Screens", writesTests: false))
        let first = try generator.generate(InputFile(path: "top.screen.yaml", text: Self.before))
        let after = Self.before
            .replacingOccurrences(of: "undo: [reloadTable]", with: "undo: [reloadTable]\n      clear: [reloadResult]")
            .replacingOccurrences(of: "callbacks: [reloadTable]", with: "callbacks: [reloadTable, reloadResult]")
        let second = try generator.generate(InputFile(path: "top.screen.yaml", text: after))
        // What a run of mvvmgen leaves: new regenerated files, the person's files as they were.
        let files =
            second.files.filter { $0.ownership == .regenerated } + first.files.filter { $0.ownership == .createdOnce }
        for file in files {
            let url = work.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(file.contents.utf8).write(to: url)
        }

        let check = try Shell.run(
            TestPaths.repository.appendingPathComponent("scripts/typecheck-with-uikit-standin.sh").path,
            ["Screens", work.path]
        )

        #expect(check.status != 0)
        #expect(check.output.contains("type 'TopViewModel' does not conform to protocol 'TopViewModelInterface'"))
        #expect(check.output.contains("protocol requires function 'clear()'"))
        #expect(check.output.contains("protocol requires function 'handleReloadResult(info:)'"))
    }
}
