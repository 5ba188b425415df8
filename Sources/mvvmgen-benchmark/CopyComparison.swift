import Foundation

/// A first run against what the user would otherwise have: `cp -r` of the same output
/// tree, both as whole processes, in one folder (tmpfs, where only the work counts, or the
/// disk, where making files counts too).
struct CopyComparison {
    /// Where a comparison runs, as the report names it.
    static let disk = "disk"
    static let ext4InMemory = "ext4 in memory"
    static let tmpfs = "tmpfs"

    var place: String
    var firstRun: Double
    var copy: Double
    /// The host's share of processor time taken during the runs (`StolenTime`).
    var stolen: Double?

    var ratio: Double { firstRun / copy }
    /// The 1,000-screen target of its place: 2.5 × in tmpfs and 1.5 × on ext4 in memory,
    /// both gated; 1.5 × on the disk only reported, since it measures the disk's own speed.
    var target: (limit: Double, gated: Bool) {
        (place == Self.tmpfs ? 2.5 : 1.5, place != Self.disk)
    }

    /// Medians of `runs` first runs of `yaml` and `runs` copies of the first run's tree,
    /// alternating so both meet the file system in the same state. `generate` runs mvvmgen
    /// into the folder it is given.
    static func measure(
        in folder: URL,
        named name: String,
        runs: Int,
        generate: (URL) throws -> Process.Measurement
    ) throws -> CopyComparison {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copyTool = URL(fileURLWithPath: "/bin/cp")
        var firstRuns: [Double] = []
        var copies: [Double] = []
        let stolen = StolenTime()
        for run in 0..<runs {
            firstRuns.append(try generate(folder.appendingPathComponent("first-\(run)")).seconds)
            let source = folder.appendingPathComponent("first-0").path
            let copy = try Process.measure(copyTool, ["-r", source, folder.appendingPathComponent("copy-\(run)").path])
            guard copy.status == 0 else { fatalError("cp -r failed in \(folder.path)") }
            copies.append(copy.seconds)
        }
        return CopyComparison(place: name, firstRun: firstRuns.median, copy: copies.median, stolen: stolen.share)
    }

    /// A table of first runs against `cp -r`, by size and folder.
    static func report(_ sizes: [(screens: Int, copies: [CopyComparison])]) {
        print("first run against `cp -r` of the same output tree, both whole processes:")
        print("")
        print("| screens | folder | first run | cp -r | × cp -r | time stolen by the host |")
        print("|---:|:---|---:|---:|---:|---:|")
        for (screens, copies) in sizes {
            for copy in copies {
                print(
                    String(
                        format: "| %d | %@ | %.3f s | %.3f s | %.2f | %@ |",
                        screens,
                        copy.place,
                        copy.firstRun,
                        copy.copy,
                        copy.ratio,
                        copy.stolen.map { String(format: "%.1f%%", $0 * 100) } ?? "unknown"
                    )
                )
            }
        }
    }
}
