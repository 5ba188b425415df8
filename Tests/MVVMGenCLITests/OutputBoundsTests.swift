import Foundation
import Testing

/// Files found at output paths are read only up to a cap, templates render within a budget,
/// and a templates folder is read only up to a total: each refusal names its file or place,
/// with its exit code, and nothing is written.
@Suite("Bounds on files at output paths and on templates")
struct OutputBoundsTests {
    /// A sparse file of 1 GB at `path`: costs no disk, and would cost 1 GB to read.
    static func gigabyte(_ cli: CLIHarness, at path: String) throws {
        try cli.write("", to: path)
        #expect(truncate(cli.folder.appendingPathComponent(path).path, 1 << 30) == 0)
    }

    static func size(_ cli: CLIHarness, _ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: cli.folder.appendingPathComponent(path).path)[.size] as? Int
    }

    @Test("1 GB at a regenerated path: generate (with --force too) and check stop with exit 74 naming it, unread")
    func hugeRegeneratedFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try Self.gigabyte(cli, at: "Generated/TopRouter.swift")
        let message =
            "error: 'Generated/TopRouter.swift' is 1024.0 MB, more than the 32 MB mvvmgen reads of a file at an output path: it cannot be a file mvvmgen wrote, so it is neither read nor replaced, even with --force; move it away"

        for arguments in [["top.screen.yaml", "--no-tests"], ["top.screen.yaml", "--no-tests", "--force"]] {
            let run = try cli.run(arguments)
            #expect(run.status == 74)
            #expect(run.stderr == message + "\n", "\(run.stderr)")
        }
        let check = try cli.run(["check", "top.screen.yaml", "--no-tests"])
        #expect(check.status == 74)
        #expect(check.stderr == message + "\n", "\(check.stderr)")
        #expect(cli.allFiles() == ["Generated/TopRouter.swift", "top.screen.yaml"])
        #expect(try Self.size(cli, "Generated/TopRouter.swift") == 1 << 30)
    }

    @Test("1 GB at a created-once path: kept, and generate and check stop with exit 74 naming it")
    func hugeCreatedOnceFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try Self.gigabyte(cli, at: "TopViewController.swift")
        let message =
            "error: 'TopViewController.swift' is 1024.0 MB, more than the 32 MB mvvmgen reads of a file at an output path: it is yours and kept as it is, but the calls the generated code needs cannot be checked in it; make it smaller or move it away"

        for arguments in [["top.screen.yaml", "--no-tests"], ["check", "top.screen.yaml", "--no-tests"]] {
            let run = try cli.run(arguments)
            #expect(run.status == 74)
            #expect(run.stderr == message + "\n", "\(run.stderr)")
        }
        #expect(cli.allFiles() == ["TopViewController.swift", "top.screen.yaml"])
        #expect(try Self.size(cli, "TopViewController.swift") == 1 << 30)
    }

    @Test("a file over 128 MB where bundle writes is refused unread with exit 74")
    func hugeBundleFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try Self.gigabyte(cli, at: "Top.generated.swift")

        let run = try cli.run(["bundle", "top.screen.yaml", "--output-file", "Top.generated.swift", "--force"])

        #expect(run.status == 74)
        #expect(
            run.stderr.hasPrefix("error: 'Top.generated.swift' is 1024.0 MB, more than the 128 MB"),
            "\(run.stderr)"
        )
        #expect(try Self.size(cli, "Top.generated.swift") == 1 << 30)
    }

    @Test("check diffs a 16 MB file at a regenerated path: the whole file out, the generated one in")
    func largeDifferingFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        let lines = (0..<450_000).map { "// line \($0) of a file grown large" }
        try cli.write(lines.joined(separator: "\n") + "\n", to: "Generated/TopRouter.swift")

        let run = try cli.run(["check", "top.screen.yaml", "--no-tests"])

        #expect(run.status == 1)
        #expect(run.stdout.contains("@@ -1,450000 +1,"), "\(run.stdout.prefix(300))")
        #expect(run.stdout.contains("\n-// line 449999 of a file grown large\n+"))
    }

    @Test("six nested loops in a template stop at the innermost with exit 65; nothing is written")
    func templateLoopsForever() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let properties = (0..<40).map { "      p\($0): String" }.joined(separator: "\n")
        try cli.write("screens:\n  Top:\n    properties:\n\(properties)\n", to: "top.screen.yaml")
        let loop = { (name: String) in "{% for \(name) in screen.properties %}" }
        try cli.write(
            "struct A {}\n" + ["a", "b", "c"].map(loop).joined() + "\n" + ["d", "e"].map(loop).joined() + "\n  "
                + loop("f")
                + "{{ f.name }}\n{% endfor %}{% endfor %}{% endfor %}\n{% endfor %}{% endfor %}{% endfor %}\n",
            to: "T/CallbackAction.swift.stencil"
        )

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--no-tests"])

        #expect(run.status == 65)
        #expect(
            run.stderr.hasPrefix(
                "T/CallbackAction.swift.stencil:4:3: error: rendering this file passes 10000000 steps here"
            ),
            "\(run.stderr)"
        )
        #expect(cli.allFiles() == ["T/CallbackAction.swift.stencil", "top.screen.yaml"])
    }

    @Test("templates over 4 MB together are refused before any is read, exit 74")
    func manyLargeTemplates() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        for index in 0..<5 {
            try cli.write("", to: "T/Part\(index).stencil")
            #expect(truncate(cli.folder.appendingPathComponent("T/Part\(index).stencil").path, 1 << 20) == 0)
        }

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--no-tests"])

        #expect(run.status == 74)
        #expect(
            run.stderr
                == "error: the templates in 'T' are 5120 KB together; a templates folder is limited to 4096 KB (mvvmgen's own templates are 44 KB)\n"
        )
        #expect(!cli.exists("Generated"))
    }
}
