import Foundation
import Testing

@Suite("mvvmgen generate")
struct GenerateCommandTests {
    @Test("writes regenerated files under Generated/, user-owned files beside them, tests in the test target")
    func writesEveryFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "App/Sources/App/top.screen.yaml")

        let run = try cli.run(["App/Sources/App/top.screen.yaml"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            cli.allFiles() == [
                "App/Sources/App/Generated/TopRouter.swift",
                "App/Sources/App/Generated/TopViewCallbackAction.swift",
                "App/Sources/App/Generated/TopViewController+Callbacks.swift",
                "App/Sources/App/Generated/TopViewModel+Interface.swift",
                "App/Sources/App/TopViewController.swift",
                "App/Sources/App/TopViewModel.swift",
                "App/Sources/App/top.screen.yaml",
                "App/Tests/AppTests/TopViewModelTests.swift",
            ]
        )
        #expect(run.stdout.contains("wrote: App/Sources/App/Generated/TopViewCallbackAction.swift"))
        #expect(try cli.read("App/Tests/AppTests/TopViewModelTests.swift").contains("@testable import App"))
    }

    @Test("a second run rewrites nothing: files are reported unchanged or kept, timestamps stay")
    func secondRunChangesNothing() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        let before = try cli.modificationDate("Generated/TopViewCallbackAction.swift")
        Thread.sleep(forTimeInterval: 0.05)

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.status == 0)
        #expect(!run.stdout.contains("wrote") && !run.stdout.contains("updated"), "\(run.stdout)")
        #expect(run.stdout.contains("unchanged: Generated/TopViewCallbackAction.swift"))
        #expect(run.stdout.contains("kept (yours): TopViewModel.swift"))
        #expect(try cli.modificationDate("Generated/TopViewCallbackAction.swift") == before)
    }

    @Test("a hand edit in a user-owned file survives regeneration; generated files follow the YAML")
    func keepsUserCode() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        let edited = try cli.read("TopViewModel.swift") + "\n// my own code\n"
        try cli.write(edited, to: "TopViewModel.swift")
        let withClear = CLIHarness.screenYAML.replacingOccurrences(
            of: "undo: [reloadTable]",
            with: "undo: [reloadTable]\n      clear: [reloadTable]"
        )
        try cli.write(withClear, to: "top.screen.yaml")

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(try cli.read("TopViewModel.swift") == edited)
        #expect(try cli.read("Generated/TopViewModel+Interface.swift").contains("func clear()"))
        #expect(run.stdout.contains("updated: Generated/TopViewModel+Interface.swift"))
    }

    @Test("bad YAML: located error on stderr, exit 65, no file written")
    func badInputWritesNothing() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Top:\n    commands:\n      undo: [reload]\n", to: "top.screen.yaml")

        let run = try cli.run(["top.screen.yaml"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "top.screen.yaml:4:14: error: command 'undo' sends 'reload', which is not among the callbacks of screen 'Top'\n"
        )
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }

    @Test("one bad file among several: nothing is written for any of them")
    func oneBadFileStopsAll() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "good.screen.yaml")
        try cli.write("screens:\n  Other:\n    kind: grid\n", to: "bad.screen.yaml")

        let run = try cli.run(["good.screen.yaml", "bad.screen.yaml", "--no-tests"])

        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("bad.screen.yaml:3:11: error: the kind of screen 'Other' must be one of"))
        #expect(cli.allFiles() == ["bad.screen.yaml", "good.screen.yaml"])
    }

    @Test("a file without the mvvmgen header is never overwritten, and then nothing is written")
    func refusesToOverwriteForeignFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("// written by a person\n", to: "Generated/TopViewCallbackAction.swift")

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.status == 74)
        #expect(run.stderr.contains("was not generated by mvvmgen"))
        #expect(try cli.read("Generated/TopViewCallbackAction.swift") == "// written by a person\n")
        #expect(cli.allFiles() == ["Generated/TopViewCallbackAction.swift", "top.screen.yaml"])
    }

    @Test("--dry-run lists what would be written and writes nothing")
    func dryRunWritesNothing() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")

        let run = try cli.run(["top.screen.yaml", "--no-tests", "--dry-run"])

        #expect(run.status == 0)
        #expect(run.stdout.contains("would be created: Generated/TopViewCallbackAction.swift"))
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }

    @Test("--output and --tests-output choose the folders, from any working directory")
    func worksFromAnyDirectory() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "specs/top.screen.yaml")
        let root = cli.folder.path

        let run = try cli.run(
            [
                "\(root)/specs/top.screen.yaml", "--output", "\(root)/out", "--tests-output", "\(root)/tests",
                "--module", "App",
            ],
            in: URL(fileURLWithPath: "/")
        )

        #expect(run.status == 0, "\(run.stderr)")
        #expect(cli.exists("out/Generated/TopViewCallbackAction.swift"))
        #expect(try cli.read("tests/TopViewModelTests.swift").contains("@testable import App"))
    }

    @Test("--templates replaces a built-in template by name; the header stays mvvmgen's, first")
    func userTemplatesOverride() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write(
            "// House style.\nenum {{ screen.callbackAction }} {}\n{{ screen.callbacks.count }}",
            to: "MyTemplates/CallbackAction.swift.stencil"
        )

        let run = try cli.run(["top.screen.yaml", "--no-tests", "--templates", "MyTemplates", "--verbose"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try cli.read("Generated/TopViewCallbackAction.swift")
                == "// Generated by mvvmgen from top.screen.yaml. Do not edit: changes are overwritten.\n"
                + "// swift-format-ignore-file\n// swiftlint:disable all\n"
                + "// House style.\nenum TopViewCallbackAction {}\n1\n"
        )
        // --verbose names the template of each file: built-in or the user's.
        #expect(
            run.stdout.contains(
                "rendered Generated/TopViewModel+Interface.swift from built-in:ViewModelInterface.swift.stencil\n"
            )
        )
        #expect(
            run.stdout.contains(
                "rendered Generated/TopViewCallbackAction.swift from MyTemplates/CallbackAction.swift.stencil\n"
            )
        )
        // ... and the mvvmgen.yml each screen file was generated with: here none.
        #expect(run.stdout.contains("configuration of top.screen.yaml: none (no mvvmgen.yml applies)\n"))
    }

    @Test("a missing input file is an I/O error (exit 74); a bad option is a usage error (exit 64)")
    func exitCodes() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }

        let missing = try cli.run(["nowhere.screen.yaml"])
        #expect(missing.status == 74)
        #expect(missing.stderr == "error: cannot read 'nowhere.screen.yaml': no such file\n")

        let usage = try cli.run(["--no-such-option"])
        #expect(usage.status == 64)
    }

    @Test("--help shows examples and exit codes; --version prints the version")
    func helpAndVersion() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }

        let help = try cli.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("mvvmgen Calculator.screen.yaml"))
        #expect(help.stdout.contains("Exit codes"))

        let version = try cli.run(["--version"])
        #expect(version.status == 0)
        #expect(
            version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).range(
                of: #"^\d+\.\d+\.\d+$"#,
                options: .regularExpression
            ) != nil
        )
    }
}
