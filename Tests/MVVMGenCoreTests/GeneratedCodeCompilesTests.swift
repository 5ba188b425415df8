import Foundation
import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// The golden cases generate Swift that compiles in every lane a user has (Swift 6 mode
/// and an Xcode 26 app target's defaults, internal and public declarations): sources,
/// controllers against the UIKit stand-in, and test skeletons, warnings as errors, with
/// `support/`, the person's own types the YAML names. Each case is compiled once per lane:
/// the Swift 6 lane with internal access is compiled by scripts/run-controllers.sh
/// (controllers, against the stand-in, then run) and GeneratedTestsRunTests (skeletons,
/// where UIKit is missing, then run), so it is left out here.
@Suite("Generated code compiles", .runsTheCompiler)
struct GeneratedCodeCompilesTests {
    @Test("sources and tests of every golden case type-check", arguments: GoldenTests.cases, CompileLane.goldenLanes)
    func typeChecks(_ name: String, lane: CompileLane) throws {
        var options = try GoldenTests.options(name)
        options.accessLevel = lane.access
        let input = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
        let text = try String(contentsOf: input, encoding: .utf8)
        let files = try Generator(options: options).generate(InputFile(path: "input.screen.yaml", text: text)).files
        let result = try lane.typeCheck(files, support: Self.support(of: name), dependencies: Self.modules(of: name))
        #expect(result.status == 0, "type-checking \(name) (\(lane.testDescription)) failed:\n\(result.output)")
    }

    /// The other targets of a golden case's package (`modules/NAME/`), which its screen
    /// file imports, by module name.
    static func modules(of name: String) throws -> [String: URL] {
        let folder = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("modules")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { ($0, folder.appendingPathComponent($0)) })
    }

    /// The person's own types of a golden case, by file name.
    static func support(of name: String) throws -> [String: String] {
        let folder = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("support")
        var files: [String: String] = [:]
        for path in TestPaths.files(under: folder) {
            files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }
}

/// The benchmark's input is real: ten synthetic screens generate, and the result (sources,
/// controllers and test skeletons) type-checks, so the benchmark measures code that works.
@Suite("Synthetic screens", .runsTheCompiler)
struct SyntheticScreensTests {
    @Test("ten synthetic screens generate and type-check", arguments: CompileLane.all)
    func tenScreensCompile(lane: CompileLane) throws {
        let options = GenerationOptions(moduleName: "Screens", accessLevel: lane.access)
        let result = try Generator(options: options)
            .generate(InputFile(path: "Synthetic.screen.yaml", text: SyntheticScreens.yaml(screens: 10)))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        #expect(result.files.filter { $0.path.hasSuffix("ViewModel.swift") }.count == 10)
        let check = try lane.typeCheck(result.files, support: ["Support.swift": SyntheticScreens.supportSource])
        #expect(check.status == 0, "\(check.output)")
    }
}

/// The contract between regenerated and created-once files: when the YAML gains a command
/// or a callback after the person's files were created, the build fails and the compiler
/// names what those files lack.
@Suite("Regeneration contract", .runsTheCompiler)
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

/// The lanes build modules, not object code; what type-checking alone misses is still an
/// error there: the SIL diagnostics run when a module is built.
@Suite("The lanes' compile", .runsTheCompiler)
struct LaneCompileTests {
    @Test("errors found after type-checking fail a lane: an overflowing literal, a missing return, a read before a set")
    func errorsAfterTypeCheckingFail() throws {
        let source = """
            final class Model {
                var small: Int8 = 300
                func pick(_ flag: Bool) -> Int {
                    while true { if flag { break } }
                }
                func read() -> Int { let value: Int; if Bool.random() { value = 1 }; return value }
            }

            """
        let result = try CompileLane(settings: .xcode26, access: .internal)
            .typeCheck([OutputFile(path: "Model.swift", root: .sources, ownership: .regenerated, contents: source)])
        #expect(result.status != 0)
        #expect(result.output.contains("integer literal '300' overflows when stored into 'Int8'"))
        #expect(result.output.contains("missing return in instance method expected to return 'Int'"))
        #expect(result.output.contains("constant 'value' used before being initialized"))
    }
}
