import Foundation

/// `--timings`: how long each stage of a generate run took, wall time summed over its
/// screen files, printed to standard error when the run ends. It says where a slow run
/// spends its time without a profiler; the benchmark reads it for its 1,000 screens.
final class StageTimes {
    /// In the order a run goes through them.
    enum Stage: String, CaseIterable {
        case reading = "reading screen files, configurations and templates"
        case parsing = "parsing YAML"
        case checking = "checking and translating"
        case looking = "looking at files on disk"
        case rendering = "rendering"
        case deciding = "deciding what to write"
        case writing = "writing"
    }

    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastMark: ContinuousClock.Instant
    private var spent: [Stage: Duration] = [:]

    init() {
        started = clock.now
        lastMark = started
    }

    /// The time since the last mark (or the start) was spent in `stage`.
    func finished(_ stage: Stage) {
        let now = clock.now
        spent[stage, default: .zero] += now - lastMark
        lastMark = now
    }

    /// A line per stage and the total, in milliseconds. Starting the process comes before
    /// the first mark, so it is not counted: `mvvmgen --version` takes about as long.
    var lines: [String] {
        let rows = Stage.allCases.map { ($0.rawValue, spent[$0, default: .zero]) } + [("total", lastMark - started)]
        let width = rows.map(\.0.count).max() ?? 0
        return ["timings (wall time, milliseconds):"]
            + rows.map { name, duration in
                let milliseconds =
                    Double(duration.components.seconds) * 1e3
                    + Double(duration.components.attoseconds) / 1e15
                return "  " + name.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(format: " %8.1f", milliseconds)
            }
    }

    func print() {
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
