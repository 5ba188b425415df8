import Foundation

/// `--timings`: how long each stage of a run took, wall time, printed to standard error
/// after everything else the run prints. It says where a slow run spends its time without
/// a profiler; the benchmark reads it for its 1,000 screens.
final class StageTimes {
    /// In the order a run goes through them. A run of several screen files goes through
    /// checking, looking, rendering and looking again for each: each stage's line is the
    /// sum of its turns.
    enum Stage: String, CaseIterable {
        case reading = "reading screen files, configurations and templates"
        case parsing = "parsing YAML"
        case checking = "checking and translating"
        case looking = "looking at files on disk"
        case rendering = "rendering"
        case deciding = "deciding what to write"
        case writing = "writing"
        /// `mvvmgen check`, instead of deciding and writing.
        case comparing = "comparing with the files on disk"
    }

    /// The line of the time between the last stage finished and an error that ended the run.
    static let stoppedLine = "stopped by an error"

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

    /// A line per stage the run finished and the total, in milliseconds; when an error
    /// ended the run, the time since its last stage on a line of its own. Starting the
    /// process comes before the first mark, so it is not counted: `mvvmgen --version`
    /// takes about as long.
    func lines(failed: Bool) -> [String] {
        let end = failed ? clock.now : lastMark
        let rows =
            Stage.allCases.compactMap { stage in spent[stage].map { (stage.rawValue, $0) } }
            + (failed ? [(Self.stoppedLine, end - lastMark)] : []) + [("total", end - started)]
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
}
