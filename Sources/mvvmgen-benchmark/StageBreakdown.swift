import Foundation

/// Where a first run's time goes, from `mvvmgen --timings` (medians of three first runs in
/// tmpfs), beside `cp -r` of the same tree: how much of the `cp -r` target the stages
/// other than rendering take by themselves.
struct StageBreakdown {
    var screens: Int
    /// Each stage's name and median milliseconds, in the run's order, the total last.
    var stages: [(name: String, milliseconds: Double)]
    /// The median `cp -r` of the same tree in the same folder, in seconds.
    var copySeconds: Double

    var total: Double { stages.last?.milliseconds ?? 0 }

    /// Every stage but rendering, in milliseconds.
    var withoutRendering: Double {
        total - (stages.first { $0.name == "rendering" }?.milliseconds ?? 0)
    }

    /// Three first runs with `--timings` of `arguments(output)` into new folders of `folder`.
    static func measure(
        _ tool: URL,
        screens: Int,
        in folder: URL,
        copySeconds: Double,
        arguments: (URL) -> [String]
    ) throws -> StageBreakdown {
        var runs: [[(name: String, milliseconds: Double)]] = []
        for run in 0..<3 {
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments(folder.appendingPathComponent("timed-\(run)")) + ["--timings"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { fatalError("mvvmgen --timings failed in \(folder.path)") }
            runs.append(parse(text))
        }
        let stages = runs[0].indices.map { index in
            (name: runs[0][index].name, milliseconds: runs.map { $0[index].milliseconds }.median)
        }
        return StageBreakdown(screens: screens, stages: stages, copySeconds: copySeconds)
    }

    /// The `name  milliseconds` lines after `--timings`' heading.
    private static func parse(_ text: String) -> [(name: String, milliseconds: Double)] {
        text.split(separator: "\n").drop { !$0.hasPrefix("timings") }.dropFirst().compactMap { line in
            let words = line.split(separator: " ")
            guard let last = words.last, let milliseconds = Double(last) else { return nil }
            return (words.dropLast().joined(separator: " "), milliseconds)
        }
    }

    /// A table of stages by size, then what the stages but rendering take against `cp -r`.
    static func report(_ breakdowns: [StageBreakdown]) {
        guard let largest = breakdowns.last else { return }
        print("where a first run's time goes in tmpfs, by number of screens (`mvvmgen --timings`, medians")
        print("of 3, milliseconds; starting the process is not counted):")
        print("")
        print("| stage | " + breakdowns.map { "\($0.screens)" }.joined(separator: " | ") + " |")
        print("|:---|" + String(repeating: "---:|", count: breakdowns.count))
        for (index, stage) in largest.stages.enumerated() {
            let cells = breakdowns.map { String(format: "%.1f", $0.stages[index].milliseconds) }
            print("| \(stage.name) | " + cells.joined(separator: " | ") + " |")
        }
        print("")
        print(
            String(
                format: "%d screens: every stage but rendering takes %.3f s, %.2f × cp -r (%.3f s) by itself",
                largest.screens,
                largest.withoutRendering / 1000,
                largest.withoutRendering / 1000 / largest.copySeconds,
                largest.copySeconds
            )
        )
    }
}
