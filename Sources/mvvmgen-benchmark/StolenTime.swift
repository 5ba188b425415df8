import Foundation

/// The share of the machine's processor time a virtual machine's host took for others
/// while the runs went on (`steal` in /proc/stat): on a busy host, a run that keeps two
/// cores busy loses more to it than `cp -r` on one, so a ratio measured then reads high.
/// Nil where /proc/stat does not say.
struct StolenTime {
    private let start: (steal: Double, total: Double)?

    init() {
        start = Self.read()
    }

    /// Stolen time since `init`, as a share of all processor time.
    var share: Double? {
        guard let start, let now = Self.read(), now.total > start.total else { return nil }
        return (now.steal - start.steal) / (now.total - start.total)
    }

    /// The `cpu` line's steal and total, in clock ticks.
    private static func read() -> (steal: Double, total: Double)? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
        else { return nil }
        // user nice system idle iowait irq softirq steal (guest time is counted in user).
        let ticks = line.split(separator: " ").dropFirst().prefix(8).compactMap { Double($0) }
        guard ticks.count == 8 else { return nil }
        return (ticks[7], ticks.reduce(0, +))
    }
}
