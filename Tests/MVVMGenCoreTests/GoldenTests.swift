import Foundation
import Testing

@testable import MVVMGenCore

/// Each folder in Golden/ holds `input.screen.yaml` and `expected/`, the files mvvmgen must
/// produce from it, byte for byte (`expected/sources/…`, `expected/tests/…`).
/// Set MVVMGEN_RECORD=1 to rewrite `expected/` from the current output.
@Suite("Golden files")
struct GoldenTests {
    /// Every folder in Golden/, so a case added is a case tested.
    static let cases: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.golden.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()
    static var recording: Bool { ProcessInfo.processInfo.environment["MVVMGEN_RECORD"] == "1" }

    @Test("the golden cases are found, each with its screen file")
    func casesAreFound() {
        #expect(Self.cases.count >= 9 && Self.cases.contains("gallery"), "\(Self.cases)")
        for name in Self.cases {
            let input = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
            #expect(FileManager.default.fileExists(atPath: input.path), "\(name) has no input.screen.yaml")
        }
    }

    @Test("generated files match the expected files byte for byte", arguments: cases)
    func matchesExpected(_ name: String) throws {
        let folder = TestPaths.golden.appendingPathComponent(name)
        let expectedFolder = folder.appendingPathComponent("expected")
        let actual = try Self.generate(name)

        if Self.recording {
            try? FileManager.default.removeItem(at: expectedFolder)
            for (path, contents) in actual {
                let url = expectedFolder.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true
                )
                try Data(contents.utf8).write(to: url)
            }
            Issue.record("recorded \(name)/expected; check the change and run again without MVVMGEN_RECORD")
            return
        }

        let expectedPaths = TestPaths.files(under: expectedFolder)
        #expect(
            expectedPaths == actual.keys.sorted(),
            "files produced differ from expected/ (MVVMGEN_RECORD=1 re-records)"
        )
        for path in expectedPaths {
            let expected = try String(contentsOf: expectedFolder.appendingPathComponent(path), encoding: .utf8)
            guard let produced = actual[path] else { continue }
            #expect(
                produced == expected,
                "\(name)/expected/\(path) differs (MVVMGEN_RECORD=1 re-records):\n\(UnifiedDiff.render(old: expected, new: produced, oldLabel: "expected", newLabel: "generated"))"
            )
        }
    }

    @Test("the same input gives byte-identical output every time", arguments: cases)
    func isDeterministic(_ name: String) throws {
        #expect(try Self.generate(name) == Self.generate(name))
    }

    /// The case's options: its own `mvvmgen.yml` when it has one.
    static func options(_ name: String) throws -> GenerationOptions {
        let url = TestPaths.golden.appendingPathComponent(name).appendingPathComponent(Configuration.fileName)
        var options = GenerationOptions(moduleName: "Screens")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return options }
        let configuration = try Configuration.parse(InputFile(path: url.path, text: text))
        options.accessLevel = configuration.accessLevel
        options.generatedFolder = configuration.generatedFolder
        options.flavour = configuration.flavour
        return options
    }

    /// Output of a golden case, keyed `sources/<path>` or `tests/<path>`.
    static func generate(_ name: String) throws -> [String: String] {
        let input = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
        let text = try String(contentsOf: input, encoding: .utf8)
        let generator = Generator(options: try Self.options(name))
        let result = try generator.generate(InputFile(path: "input.screen.yaml", text: text))
        return Dictionary(uniqueKeysWithValues: result.files.map { ("\($0.root.rawValue)/\($0.path)", $0.contents) })
    }
}

@Suite("Generator")
struct GeneratorTests {
    @Test("the caller renders the requests it chooses: the files are those of a full run")
    func rendersChosenRequests() throws {
        let text = try String(
            contentsOf: TestPaths.golden.appendingPathComponent("jobs/input.screen.yaml"),
            encoding: .utf8
        )
        let input = InputFile(path: "input.screen.yaml", text: text)
        let all = try Generator().generate(input).files
        let plan = try Generator().plan(input)
        let chosen = plan.requests.filter { !$0.path.hasSuffix("ViewModel.swift") }
        let partial = try Generator().render(chosen)

        #expect(partial.map(\.path) == chosen.map(\.path))
        #expect(partial == all.filter { !$0.path.hasSuffix("ViewModel.swift") })
        #expect(all.count > partial.count)
    }

    @Test("every file starts with the header mvvmgen owns, whatever the template says")
    func headerIsWrittenByCode() throws {
        let templates = TemplateSet.builtIn.overriding(with: ["Model.swift.stencil": "struct {{ model.name }} {}\n"])
        let input = InputFile(path: "a.screen.yaml", text: "screens:\n  Top:\nmodels:\n  Job:\n    fields: {id: Int}\n")
        let files = try Generator(templates: templates).generate(input).files
        let model = try #require(files.first { $0.path.hasSuffix("Job.swift") })

        #expect(
            model.contents
                == "// Generated by mvvmgen from a.screen.yaml. Do not edit: changes are overwritten.\n"
                + "// swift-format-ignore-file\n// swiftlint:disable all\nstruct Job {}\n"
        )
        for file in files {
            #expect(file.contents.hasPrefix(GeneratedHeader.lines(for: file.ownership, source: "a.screen.yaml")))
            // Formatters and linters skip regenerated files only: created-once files are the person's.
            #expect(file.contents.contains("// swift-format-ignore-file\n") == (file.ownership == .regenerated))
        }
    }
}
