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

    /// The report line of its 1,000-screen target, and what failed when a gated one is missed.
    var verdict: (line: String, failure: String?) {
        let (limit, gated) = target
        let line = String(
            format: "%@: 1,000 screens within %.1f × cp -r (%@): %.2f ×, %@",
            gated ? "target" : "aim (reported)",
            limit,
            place,
            ratio,
            ratio <= limit ? "met" : "not met"
        )
        let missed = gated && ratio > limit
        return (line, missed ? String(format: "1,000 screens: more than %.1f × cp -r in %@", limit, place) : nil)
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

extension CopyComparison {
    /// The comparisons of one size: on the benchmark's disk, on ext4 in memory for 1,000
    /// screens or more when `scripts/benchmark.sh` could make one (`MVVMGEN_BENCHMARK_EXT4`),
    /// and in tmpfs when there is one. The folders in memory are removed at once; the disk's
    /// stays until the end. In tmpfs, `stages` measures where a first run's time goes too,
    /// given the folder and the `cp -r` time there.
    static func measureAll(
        size: Int,
        in folder: URL,
        runs: Int,
        generate: (URL) throws -> Process.Measurement,
        stages: (URL, Double) throws -> StageBreakdown
    ) throws -> (copies: [CopyComparison], stages: StageBreakdown?) {
        var comparisons = [
            try measure(in: folder.appendingPathComponent("copies"), named: disk, runs: runs, generate: generate)
        ]
        if size >= 1000, let ext4 = ProcessInfo.processInfo.environment["MVVMGEN_BENCHMARK_EXT4"], !ext4.isEmpty {
            let memory = URL(fileURLWithPath: ext4).appendingPathComponent("\(getpid())-\(size)")
            defer { try? FileManager.default.removeItem(at: memory) }
            comparisons.append(try measure(in: memory, named: ext4InMemory, runs: runs, generate: generate))
        }
        guard FileManager.default.isWritableFile(atPath: "/dev/shm") else { return (comparisons, nil) }
        let memory = URL(fileURLWithPath: "/dev/shm/mvvmgen-benchmark-\(getpid())-\(size)")
        defer { try? FileManager.default.removeItem(at: memory) }
        let copy = try measure(in: memory, named: tmpfs, runs: runs, generate: generate)
        comparisons.append(copy)
        return (comparisons, try stages(memory, copy.copy))
    }
}
