import Foundation
import Testing

@testable import MVVMGenCLI

/// What stands at an output path is decided once, before the first write, and nothing a
/// person made is replaced, opened when it is not a regular file, or reached through a link.
@Suite("Output safety: special files, files in the way, links, leftovers")
struct OutputSafetyTests {
    let arguments = ["top.screen.yaml", "--no-tests"]

    @Test("a FIFO at a regenerated path is refused, never opened, by generate, --dry-run and check")
    func fifoIsRefused() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try FileManager.default.createDirectory(
            at: cli.folder.appendingPathComponent("Generated"),
            withIntermediateDirectories: true
        )
        #expect(mkfifo(cli.folder.appendingPathComponent("Generated/TopRouter.swift").path, 0o644) == 0)

        for extra in [[], ["--dry-run"]] {
            let run = try cli.run(arguments + extra)
            #expect(run.status == 74)
            #expect(run.stderr.contains("'Generated/TopRouter.swift' is a FIFO"), "\(run.stderr)")
        }
        let check = try cli.run(["check"] + arguments)
        #expect(check.status == 74)
        #expect(cli.allFiles() == ["Generated/TopRouter.swift", "top.screen.yaml"])
    }

    @Test("a FIFO given as the screen file is refused, not read")
    func fifoInput() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        #expect(mkfifo(cli.folder.appendingPathComponent("top.screen.yaml").path, 0o644) == 0)

        let run = try cli.run(arguments)
        #expect(run.status == 74)
        #expect(run.stderr == "error: cannot read 'top.screen.yaml': it is not a regular file\n")
    }

    @Test("a stray FIFO named *.swift in Generated/ does not hang the stale-file search")
    func strayFifoIsSkipped() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        #expect(try cli.run(arguments).status == 0)
        #expect(mkfifo(cli.folder.appendingPathComponent("Generated/Other.swift").path, 0o644) == 0)

        #expect(try cli.run(arguments).status == 0)
        #expect(try cli.run(["check"] + arguments).status == 0)
    }

    @Test("Generated/ or --output being a file is exit 74 with a plain message, and nothing is written")
    func fileWhereAFolderIsNeeded() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("not a folder\n", to: "Generated")

        let run = try cli.run(arguments)
        #expect(run.status == 74)
        #expect(run.stderr == "error: 'Generated' is a file where mvvmgen needs a folder: move it away\n")
        #expect(cli.allFiles() == ["Generated", "top.screen.yaml"])

        let output = try cli.run(arguments + ["--output", "top.screen.yaml"])
        #expect(output.status == 74)
        #expect(output.stderr.contains("'top.screen.yaml' is a file where mvvmgen needs a folder"))
        #expect(!output.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test("a Generated/ that links outside the output folder is refused; nothing is written through it")
    func linkOutsideIsRefused() throws {
        let cli = try CLIHarness()
        let outside = try CLIHarness()
        defer {
            cli.cleanUp()
            outside.cleanUp()
        }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try FileManager.default.createSymbolicLink(
            at: cli.folder.appendingPathComponent("Generated"),
            withDestinationURL: outside.folder
        )

        let run = try cli.run(arguments)
        #expect(run.status == 74)
        #expect(run.stderr.contains("outside the output folder"), "\(run.stderr)")
        #expect(outside.allFiles().isEmpty)
        #expect(!cli.exists("TopViewModel.swift"))
    }

    @Test("a created-once path holding a dangling link is the person's: kept, not followed")
    func danglingLinkIsKept() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        let link = cli.folder.appendingPathComponent("TopViewModel.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "nowhere.swift")

        let run = try cli.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("kept (yours): TopViewModel.swift"))
        #expect(!cli.exists("nowhere.swift"))
    }

    @Test("temporary files left by killed runs are removed by the next run, which succeeds")
    func leftoversAreRemoved() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        // Pids far above any pid_max in use, so no live process has them.
        let leftovers = ["Generated/.mvvmgen-99999999-abc-0.tmp", "Generated/.TopRouter.swift.mvvmgen-99999998-1.tmp"]
        for leftover in leftovers { try cli.write("half", to: leftover) }

        let run = try cli.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(cli.allFiles().allSatisfy { !$0.hasSuffix(".tmp") }, "\(cli.allFiles())")
    }

    @Test("a temporary file of a run still running is left alone")
    func liveLeftoversStay() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        // This test process is running, so its temporary file may still be linked into place.
        let live = "Generated/.mvvmgen-\(getpid())-abc-0.tmp"
        try cli.write("being written", to: live)

        #expect(try cli.run(arguments).status == 0)
        #expect(try cli.read(live) == "being written")
    }

    @Test("bundle replaces only a file with the header, or with --force")
    func bundleKeepsForeignFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("// mine\n", to: "Top.generated.swift")

        let run = try cli.run(["bundle", "top.screen.yaml", "--output-file", "Top.generated.swift"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("'Top.generated.swift' exists and was not generated by mvvmgen"))
        #expect(try cli.read("Top.generated.swift") == "// mine\n")

        let forced = try cli.run(["bundle", "top.screen.yaml", "--output-file", "Top.generated.swift", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try cli.read("Top.generated.swift").hasPrefix("// Generated by mvvmgen"))
    }

    @Test("the tested module is a Swift name: a folder's is SwiftPM's, a written one is checked")
    func testedModuleName() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "App/Sources/my-feature/top.screen.yaml")
        let run = try cli.run(["App/Sources/my-feature/top.screen.yaml"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            try cli.read("App/Tests/my-featureTests/TopViewModelTests.swift").contains("@testable import my_feature\n")
        )
        let bad = try cli.run(["App/Sources/my-feature/top.screen.yaml", "--module", "A; import Evil"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--module: 'A; import Evil' is not a Swift module name"))
        #expect(OutputLayout.moduleName(ofFolder: "2d-kit") == "_2d_kit")
    }
}
