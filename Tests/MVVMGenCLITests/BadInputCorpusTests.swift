import Foundation
import Testing

/// Tests/BadInput/: broken and hostile screen files. Each `NAME.yaml` has a `NAME.expected`:
/// the exit code on its first line (`exit 65`), then exactly what mvvmgen prints on
/// standard error, every diagnostic with its file, line and column. Nothing may be
/// written, and nothing may take long. MVVMGEN_RECORD=1 rewrites the `.expected` files.
/// A case with a `NAME.templates` folder is run with `--templates NAME.templates`.
@Suite("Bad and hostile input")
struct BadInputCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BadInput")
    static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }
        .map { String($0.dropLast(".yaml".count)) }
        .sorted()

    @Test("exits with the expected code and prints exactly the expected diagnostics", arguments: cases)
    func matchesExpected(_ name: String) throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let input = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).yaml"))
        try input.write(to: cli.folder.appendingPathComponent("\(name).yaml"))
        var arguments = ["\(name).yaml", "--no-tests"]
        let templates = Self.folder.appendingPathComponent("\(name).templates")
        if FileManager.default.fileExists(atPath: templates.path) {
            try FileManager.default.copyItem(at: templates, to: cli.folder.appendingPathComponent("\(name).templates"))
            arguments += ["--templates", "\(name).templates"]
        }
        let inputs = cli.allFiles()

        let started = Date()
        let run = try cli.run(arguments)
        let seconds = Date().timeIntervalSince(started)

        let reported = "exit \(run.status)\n" + run.stderr
        let expectedFile = Self.folder.appendingPathComponent("\(name).expected")
        if ProcessInfo.processInfo.environment["MVVMGEN_RECORD"] == "1" {
            try Data(reported.utf8).write(to: expectedFile)
            Issue.record("recorded \(name).expected; check the change and run again without MVVMGEN_RECORD")
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
        #expect(reported == expected, "\(name):\n\(reported)")
        #expect(cli.allFiles() == inputs, "a failing run must write nothing")
        // Not a benchmark: a generous bound that only an exponential blow-up would break.
        #expect(seconds < 10, "\(name) took \(seconds) s")
    }

    @Test("a 50 MB file is refused at once with a clear message")
    func hugeFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let line = "# " + String(repeating: "padding ", count: 12) + "\n"
        var text = "screens:\n  Top:\n"
        text.reserveCapacity(50 * 1_048_576)
        while text.utf8.count < 50 * 1_048_576 { text += line }
        try cli.write(text, to: "huge.screen.yaml")

        let run = try cli.run(["huge.screen.yaml", "--no-tests"])

        #expect(run.status == 65)
        #expect(
            run.stderr == "huge.screen.yaml:1:1: error: the screen file is 50.0 MB; screen files are limited to 10 MB\n"
        )
        #expect(cli.allFiles() == ["huge.screen.yaml"])
    }

    @Test("a byte-order mark and Windows line endings are read as ordinary YAML")
    func byteOrderMarkAndCRLF() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let yaml = "\u{FEFF}screens:\r\n  Top:\r\n    commands:\r\n      go: [done]\r\n    callbacks: [done]\r\n"
        try cli.write(yaml, to: "windows.screen.yaml")

        let run = try cli.run(["windows.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(try cli.read("Generated/TopViewCallbackAction.swift").contains("static let done"))
    }
}
