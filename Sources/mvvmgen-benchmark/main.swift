// The performance benchmark: `scripts/benchmark.sh` (release build).
//
// For synthetic screen files of 1, 10, 100 and 1,000 screens it runs the `mvvmgen`
// executable into an empty folder and again over its files, several times, and reports
// the median wall time, time per screen, files per second and peak memory, and a floor:
// parsing the same YAML with Yams and writing the same bytes to the same files, in this
// process. It checks that every run writes byte-identical files, and compares whole
// one-screen runs with `mvvmgen --version`.
import Foundation
import MVVMGenSynthetic
import Yams

let arguments = CommandLine.arguments.dropFirst()
// `--yaml N` prints the synthetic screen file of N screens, for profiling by hand.
if arguments.first == "--yaml", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
    print(SyntheticScreens.yaml(screens: count), terminator: "")
    exit(0)
}
// `--support` prints the Swift the synthetic screens' code needs besides itself (a service).
if arguments.first == "--support" {
    print(SyntheticScreens.supportSource)
    exit(0)
}
// `--random SEED N` prints the random screen file of a compile-fuzzing seed, to replay it.
if arguments.first == "--random", let seed = arguments.dropFirst().first.flatMap({ UInt64($0) }),
    let count = arguments.dropFirst(2).first.flatMap({ Int($0) })
{
    print(RandomSpecs.yaml(seed: seed, screens: count), terminator: "")
    exit(0)
}
let sizes = arguments.compactMap { Int($0) }.isEmpty ? [1, 10, 100, 1000] : arguments.compactMap { Int($0) }
let runs = 5
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mvvmgen")
guard FileManager.default.isExecutableFile(atPath: tool.path) else {
    FileHandle.standardError.write(Data("error: build mvvmgen first: swift build -c release --product mvvmgen\n".utf8))
    exit(1)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-benchmark-\(getpid())")

/// Medians of one size. "First run" writes into an empty folder; "regeneration" runs again
/// over the files of a first run, as a pre-build step does on every build.
struct Row {
    var screens: Int
    var files: Int
    var firstRun: Double
    var firstRunFloor: Double
    var regeneration: Double
    var regenerationFloor: Double
    var peakMegabytes: Double
    var identical: Bool
    /// First runs against `cp -r` of the same tree: in the benchmark's folder, and in tmpfs.
    var copies: [CopyComparison]
    /// Where a first run's time goes, in tmpfs.
    var stages: StageBreakdown?
}

/// The arguments of a run of mvvmgen on `yaml` into `output`.
func arguments(_ yaml: URL, into output: URL) -> [String] {
    [
        yaml.path, "--output", output.path, "--tests-output", output.appendingPathComponent("Tests").path,
        "--module", "Screens", "--quiet",
    ]
}

/// Runs mvvmgen on `yaml` into `output`; wall time and peak memory.
func generate(_ yaml: URL, into output: URL) throws -> Process.Measurement {
    let result = try Process.measure(tool, arguments(yaml, into: output))
    guard result.status == 0 else { fatalError("mvvmgen failed on \(yaml.path)") }
    return result
}

/// The floor: what no generator can avoid, parse the YAML and write the same bytes.
func floor(_ yaml: URL, files: [String: Data], into output: URL) throws -> Double {
    let start = Clock.now
    let text = try String(contentsOf: yaml, encoding: .utf8)
    _ = try Yams.compose(yaml: text)
    try Files.write(files, under: output)
    return Clock.seconds(since: start)
}

// Nothing is deleted until the end: ext4 scans past recently deleted inodes when it makes
// new ones, so deleting one run's files slows the next run's, by seconds at 1,000 screens.
// First runs and floors alternate, so both meet the file system in the same state.
var rows: [Row] = []
for size in sizes {
    let folder = work.appendingPathComponent("\(size)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let yaml = folder.appendingPathComponent("Screens.screen.yaml")
    try SyntheticScreens.yaml(screens: size).write(to: yaml, atomically: true, encoding: .utf8)

    var firstRuns: [Double] = []
    var firstRunFloors: [Double] = []
    var peaks: [Double] = []
    var outputs: Set<[String: Data]> = []
    var files: [String: Data] = [:]
    let kept = folder.appendingPathComponent("first-0")
    let keptFloor = folder.appendingPathComponent("floor-0")
    for run in 0..<runs {
        let result = try generate(yaml, into: folder.appendingPathComponent("first-\(run)"))
        firstRuns.append(result.seconds)
        peaks.append(result.peakMegabytes)
        files = try Files.read(under: folder.appendingPathComponent("first-\(run)"))
        outputs.insert(files)
        firstRunFloors.append(try floor(yaml, files: files, into: folder.appendingPathComponent("floor-\(run)")))
    }
    var regenerations: [Double] = []
    var regenerationFloors: [Double] = []
    for _ in 0..<runs {
        let result = try generate(yaml, into: kept)
        regenerations.append(result.seconds)
        peaks.append(result.peakMegabytes)
        outputs.insert(try Files.read(under: kept))
        regenerationFloors.append(try floor(yaml, files: files, into: keptFloor))
    }
    let comparisons = try CopyComparison.measureAll(
        size: size,
        in: folder,
        runs: runs,
        generate: { try generate(yaml, into: $0) },
        stages: {
            try StageBreakdown.measure(tool, screens: size, in: $0, copySeconds: $1) { arguments(yaml, into: $0) }
        }
    )
    rows.append(
        Row(
            screens: size,
            files: files.count,
            firstRun: firstRuns.median,
            firstRunFloor: firstRunFloors.median,
            regeneration: regenerations.median,
            regenerationFloor: regenerationFloors.median,
            peakMegabytes: peaks.max() ?? 0,
            identical: outputs.count == 1,
            copies: comparisons.copies,
            stages: comparisons.stages
        )
    )
}

// One screen, the whole process, against the cheapest possible run of the same binary:
// a first run into an empty folder, and a regeneration over its files. In tmpfs when there
// is one (/dev/shm), so the ratio is the generator's cost: on ext4, making a few files right
// after many were deleted (earlier CI steps) can take milliseconds in the kernel's inode
// allocator, which `perf` shows and which is not mvvmgen's work.
let one =
    FileManager.default.isWritableFile(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm/mvvmgen-benchmark-one-\(getpid())") : work.appendingPathComponent("one")
try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
let oneYAML = one.appendingPathComponent("One.screen.yaml")
try SyntheticScreens.yaml(screens: 1).write(to: oneYAML, atomically: true, encoding: .utf8)
let oneArguments = { (output: URL) in [oneYAML.path, "--output", output.path, "--no-tests", "--quiet"] }
var oneFirstTimes: [Double] = []
var oneRegenerationTimes: [Double] = []
var versionTimes: [Double] = []
// The files the sizes made on disk are written back first: the kernel's writeback would
// otherwise take the core a run's second thread (the templates' prefetch) starts on.
sync()
for run in 0..<41 {
    oneFirstTimes.append(try Process.measure(tool, oneArguments(one.appendingPathComponent("out-\(run)"))).seconds)
    versionTimes.append(try Process.measure(tool, ["--version"]).seconds)
    oneRegenerationTimes.append(try Process.measure(tool, oneArguments(one.appendingPathComponent("out-0"))).seconds)
}

try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let suggestions = try MisspelledTypes.measure(tool, in: work)
let manyFiles = try ManyFiles.measure(sizes: sizes) { try generate($0, into: $1) }

// Report.
let cores = ProcessInfo.processInfo.activeProcessorCount
let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
print("mvvmgen benchmark: release build, \(cores) cores, \(String(format: "%.0f", memory)) GiB, median of \(runs) runs")
print("")
print(
    "| screens | files | first run | per screen | files/s | floor | × floor | regeneration | floor | × floor | peak memory | identical |"
)
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
for row in rows {
    print(
        String(
            format: "| %d | %d | %.3f s | %.2f ms | %.0f | %.3f s | %.2f | %.3f s | %.3f s | %.2f | %.1f MB | %@ |",
            row.screens,
            row.files,
            row.firstRun,
            row.firstRun / Double(row.screens) * 1000,
            Double(row.files) / row.firstRun,
            row.firstRunFloor,
            row.firstRun / row.firstRunFloor,
            row.regeneration,
            row.regenerationFloor,
            row.regeneration / row.regenerationFloor,
            row.peakMegabytes,
            row.identical ? "yes" : "NO"
        )
    )
}
print("")
CopyComparison.report(rows.map { ($0.screens, $0.copies) })
print("")
StageBreakdown.report(rows.compactMap(\.stages))
print("")
ManyFiles.report(manyFiles)
let oneFirst = oneFirstTimes.median
let oneRegeneration = oneRegenerationTimes.median
let version = versionTimes.median
print(
    String(
        format:
            "one screen, whole process (%@): first run %.4f s (%.2f ×), regeneration %.4f s (%.2f ×); mvvmgen --version %.4f s",
        one.path.hasPrefix("/dev/shm") ? "tmpfs" : "the benchmark's folder",
        oneFirst,
        oneFirst / version,
        oneRegeneration,
        oneRegeneration / version,
        version
    )
)

// Targets: 1,000 screens in 1 s or less (in tmpfs when the disk alone takes longer), 3 × the
// floor or less, within 2.5 × `cp -r` of the same tree in tmpfs and 1.5 × on ext4 in memory,
// no more than 11 × 100 screens, under 100 MB; one screen (a first run and a regeneration)
// within 1.3 × `mvvmgen --version`. Reported, not gated: 1.5 × on the disk, whose own speed
// the ratio measures (Documentation/Internals/Performance.md says why).
var failures: [String] = []
if let thousand = rows.first(where: { $0.screens == 1000 }) {
    // Where writing the same files alone took more than 1 s (a slow disk, or one busy writing
    // back what ran before), the 1 s judges the first run in tmpfs, where only mvvmgen's own
    // work counts; 3 × the floor still judges the run on disk.
    var firstRun = thousand.firstRun
    if thousand.firstRunFloor > 1,
        let inMemory = thousand.copies.first(where: { $0.place == CopyComparison.tmpfs })?.firstRun
    {
        firstRun = inMemory
        print(
            String(
                format:
                    "target: 1,000 screens, first run, in 1 s: %.3f s in tmpfs, since the floor on disk took %.3f s",
                inMemory,
                thousand.firstRunFloor
            )
        )
    }
    for (scenario, seconds, judged, floor) in [
        ("first run", thousand.firstRun, firstRun, thousand.firstRunFloor),
        ("regeneration", thousand.regeneration, thousand.regeneration, thousand.regenerationFloor),
    ] {
        if judged > 1 { failures.append("1,000 screens, \(scenario): more than 1 s") }
        if seconds > 3 * floor { failures.append("1,000 screens, \(scenario): more than 3 × the floor") }
    }
    if thousand.peakMegabytes >= 100 { failures.append("1,000 screens used 100 MB or more") }
    for copy in thousand.copies {
        let verdict = copy.verdict
        print(verdict.line)
        if let failure = verdict.failure { failures.append(failure) }
    }
    if !thousand.copies.contains(where: { $0.place == CopyComparison.ext4InMemory }) {
        print(
            "not judged: 1,000 screens within 1.5 × cp -r on ext4, which scripts/benchmark.sh measures on ext4 in memory, made only as root with mkfs.ext4 and a loop device"
        )
    }
    if let hundred = rows.first(where: { $0.screens == 100 }), thousand.firstRun > 11 * hundred.firstRun {
        failures.append("1,000 screens took more than 11 × 100 screens")
    }
}
print(
    String(
        format: "target: one screen within 1.3 × --version: %.2f ×, %@",
        oneFirst / version,
        oneFirst <= 1.3 * version ? "met" : "not met"
    )
)
if oneFirst > 1.3 * version { failures.append("one screen, first run: more than 1.3 × mvvmgen --version") }
if oneRegeneration > 1.3 * version {
    failures.append("one screen, regeneration: more than 1.3 × mvvmgen --version")
}
print(
    String(
        format: "%d misspelled types among %d declared, each with its suggestion: %.3f s (target %.0f s)",
        MisspelledTypes.misspelled,
        MisspelledTypes.declared,
        suggestions,
        MisspelledTypes.limitSeconds
    )
)
if suggestions > MisspelledTypes.limitSeconds { failures.append("misspelled types: more than 2 s") }
if rows.contains(where: { !$0.identical }) { failures.append("runs wrote different bytes") }
print(failures.isEmpty ? "all targets met" : "targets missed: " + failures.joined(separator: "; "))
// Removed here, not by `defer`: `exit` ends the process without running top-level defers,
// and every run left its folders in /tmp and /dev/shm (which is memory).
for folder in [work, one] { try? FileManager.default.removeItem(at: folder) }
// Different bytes exit 1; a missed target exits 3, which scripts/benchmark.sh measures again
// once before failing (CI runs the smaller sizes, scripts/nightly.sh all four).
exit(rows.contains(where: { !$0.identical }) ? 1 : failures.isEmpty ? 0 : 3)
