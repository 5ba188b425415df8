import Foundation
import Testing

@testable import MVVMGenCLI

/// `--timings` says how long each stage took, on standard error after everything else, and
/// changes nothing the run writes or prints.
@Suite("mvvmgen --timings")
struct StageTimesTests {
    /// The stage names and milliseconds after the heading, in the order printed.
    private func stages(in stderr: String) -> [(name: String, milliseconds: Double)] {
        stderr.split(separator: "\n").drop { !$0.hasPrefix("timings (wall time, milliseconds):") }.dropFirst()
            .compactMap { line in
                let words = line.split(separator: " ")
                guard let last = words.last, let milliseconds = Double(last) else { return nil }
                return (words.dropLast().joined(separator: " "), milliseconds)
            }
    }

    @Test("each stage in the run's order, then a total they add up to; the files and stdout are a plain run's")
    func printsEachStage() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "plain/top.screen.yaml")
        try cli.write(CLIHarness.screenYAML, to: "timed/top.screen.yaml")

        let plain = try cli.run(["plain/top.screen.yaml", "--no-tests"])
        let timed = try cli.run(["timed/top.screen.yaml", "--no-tests", "--timings"])

        #expect(plain.status == 0 && timed.status == 0, "\(timed.stderr)")
        let printed = stages(in: timed.stderr)
        let stagesOfGenerate = StageTimes.Stage.allCases.filter { $0 != .comparing }.map(\.rawValue)
        #expect(printed.map(\.name) == stagesOfGenerate + ["total"], "\(timed.stderr)")
        let sum = printed.dropLast().map(\.milliseconds).reduce(0, +)
        // Each figure is rounded to a tenth of a millisecond.
        #expect(abs(sum - (printed.last?.milliseconds ?? -1)) <= 0.05 * Double(printed.count), "\(timed.stderr)")
        // Each stage is marked where it ends: rendering and parsing take time, even in tmpfs.
        for stage in ["parsing YAML", "rendering"] {
            #expect((printed.first { $0.name == stage }?.milliseconds ?? 0) > 0, "\(timed.stderr)")
        }
        #expect(!plain.stderr.contains("timings"))
        #expect(timed.stdout == plain.stdout.replacingOccurrences(of: "plain/", with: "timed/"))
        let files = cli.allFiles().filter { $0.hasPrefix("plain/") }
        #expect(files.count == 7)
        for file in files {
            let twin = "timed/" + file.dropFirst("plain/".count)
            #expect(try cli.read(file) == cli.read(twin), "\(twin)")
        }
    }

    @Test("an argument list only ArgumentParser reads (`--output=DIR`) is timed as well")
    func timesArgumentParsersRun() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        #expect(QuickGenerate.command(["top.screen.yaml", "--output=out", "--timings"]) == nil)

        let timed = try cli.run(["top.screen.yaml", "--no-tests", "--output=out", "--timings"])

        #expect(timed.status == 0, "\(timed.stderr)")
        #expect(stages(in: timed.stderr).map(\.name).suffix(2) == ["writing", "total"], "\(timed.stderr)")
        #expect(cli.exists("out/Generated/TopViewCallbackAction.swift"))
    }

    @Test("a run that fails is timed too, and keeps its errors and exit code")
    func timesAFailedRun() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Top:\n    properties: [\n", to: "top.screen.yaml")

        let plain = try cli.run(["top.screen.yaml", "--no-tests"])
        let timed = try cli.run(["top.screen.yaml", "--no-tests", "--timings"])

        #expect(plain.status == 65 && timed.status == 65)
        // After the errors; the stages it finished, then where it stopped.
        #expect(timed.stderr.hasPrefix(plain.stderr) && !plain.stderr.isEmpty, "\(timed.stderr)")
        let printed = stages(in: timed.stderr).map(\.name)
        #expect(printed.suffix(2) == [StageTimes.stoppedLine, "total"], "\(timed.stderr)")
        #expect(!printed.contains("rendering") && !printed.contains("writing"), "\(timed.stderr)")
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }

    @Test("mvvmgen check --timings: its stages end with comparing, and its report and exit code are check's")
    func timesACheck() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        for run in 0..<2 {
            if run == 1 { try cli.write("// edited by hand\n", to: "Generated/TopViewCallbackAction.swift") }
            let plain = try cli.run(["check", "top.screen.yaml", "--no-tests"])
            let timed = try cli.run(["check", "top.screen.yaml", "--no-tests", "--timings"])

            #expect(plain.status == (run == 0 ? 0 : 1) && timed.status == plain.status)
            #expect(timed.stdout == plain.stdout)
            #expect(timed.stderr.hasPrefix(plain.stderr), "\(timed.stderr)")
            let printed = stages(in: timed.stderr).map(\.name)
            #expect(printed.suffix(2) == [StageTimes.Stage.comparing.rawValue, "total"], "\(timed.stderr)")
            #expect(printed.contains("rendering") && !printed.contains("writing"), "\(timed.stderr)")
        }
    }

    @Test("time between marks goes to the stage marked, twice-marked stages add up, unmarked ones are left out")
    func addsUpMarks() {
        let times = StageTimes()
        times.finished(.parsing)
        Thread.sleep(forTimeInterval: 0.02)
        times.finished(.rendering)
        times.finished(.checking)
        Thread.sleep(forTimeInterval: 0.01)
        times.finished(.rendering)
        let printed = times.lines(failed: false).dropFirst().map { line in
            (line.split(separator: " ").dropLast().joined(separator: " "), Double(line.split(separator: " ").last!)!)
        }
        let rendering = printed.first { $0.0 == "rendering" }!.1
        let total = printed.last!.1
        #expect(rendering >= 30, "\(printed)")
        #expect(total >= rendering && total - rendering < 5, "\(printed)")
        #expect(printed.map(\.0) == ["parsing YAML", "checking and translating", "rendering", "total"])
        Thread.sleep(forTimeInterval: 0.01)
        let failed = times.lines(failed: true).dropFirst().map {
            $0.split(separator: " ").dropLast().joined(separator: " ")
        }
        #expect(failed.suffix(2) == [StageTimes.stoppedLine, "total"])
    }
}
