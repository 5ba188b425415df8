import Foundation
import Testing

@Suite("mvvmgen generate --created-once-only (a target whose build plugin makes the rest)")
struct CreatedOnceOnlyTests {
    @Test("writes only the created-once files, and says in one line which regenerated files it skipped and why")
    func writesOnlyCreatedOnceFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "App/Sources/App/top.screen.yaml")

        let run = try cli.run(["generate", "--created-once-only", "App/Sources/App/top.screen.yaml"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(
            cli.allFiles() == [
                "App/Sources/App/TopViewController.swift",
                "App/Sources/App/TopViewModel.swift",
                "App/Sources/App/top.screen.yaml",
                "App/Tests/AppTests/TopViewModelTests.swift",
            ]
        )
        #expect(run.stdout.contains("wrote: App/Sources/App/TopViewModel.swift"))
        let skipped = run.stdout.split(separator: "\n").filter { $0.hasPrefix("skipped") }
        #expect(
            skipped == [
                "skipped 4 regenerated file(s) in App/Sources/App/Generated/ (--created-once-only)"
            ]
        )
    }

    @Test("a second run keeps the person's files and writes nothing")
    func secondRunKeepsEverything() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["generate", "--created-once-only", "top.screen.yaml", "--no-tests"])
        try cli.write("// mine\n", to: "TopViewModel.swift")

        let run = try cli.run(["generate", "--created-once-only", "top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("kept (yours): TopViewModel.swift"))
        #expect(!run.stdout.contains("wrote"), "\(run.stdout)")
        #expect(try cli.read("TopViewModel.swift") == "// mine\n")
    }

    @Test("regenerated files already in the source tree are named as colliding with the build plugin, and left alone")
    func warnsOfCommittedRegeneratedFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        let before = try cli.read("Generated/TopRouter.swift")

        let run = try cli.run(["generate", "--created-once-only", "top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: 'Generated/"), "\(run.stderr)")
        #expect(run.stderr.contains("and 3 other regenerated file(s) in Generated/ are in the source tree"))
        #expect(run.stderr.contains("ambiguous for type lookup"))
        #expect(try cli.read("Generated/TopRouter.swift") == before)
    }

    @Test("--dry-run lists only the created-once files")
    func dryRun() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")

        let run = try cli.run(["generate", "--created-once-only", "--dry-run", "top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("would be created: TopViewModel.swift"))
        #expect(!run.stdout.contains("would be created: Generated/"), "\(run.stdout)")
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }

    @Test("--force and --prune, which act on regenerated files only, are a usage error with it (exit 64)")
    func rejectsRegeneratedOnlyOptions() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")

        for option in ["--force", "--prune"] {
            let run = try cli.run(["generate", "--created-once-only", option, "top.screen.yaml"])
            #expect(run.status == 64, "\(option): \(run.stderr)")
            #expect(run.stderr.contains("--created-once-only never writes or removes"))
        }
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }
}
