// The performance benchmark: `scripts/benchmark.sh` (release build).
//
// For synthetic screen files of 1, 10, 100 and 1,000 screens it runs the `mvvmgen`
// executable into an empty folder several times and reports the median wall time, time per
// screen, files per second and peak memory, and a floor: parsing the same YAML with Yams
// and writing the same bytes to the same files, in this process. It checks that every run
// writes byte-identical files, and compares one whole one-screen run with `mvvmgen --version`.
import Foundation
import MVVMGenSynthetic
import Yams

let arguments = CommandLine.arguments.dropFirst()
// `--yaml N` prints the synthetic screen file of N screens, for profiling by hand.
if arguments.first == "--yaml", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
    print(SyntheticScreens.yaml(screens: count), terminator: "")
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
defer { try? FileManager.default.removeItem(at: work) }

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
}

/// Runs mvvmgen on `yaml` into `output`; wall time and peak memory.
func generate(_ yaml: URL, into output: URL) throws -> Process.Measurement {
    let result = try Process.measure(
        tool, [yaml.path, "--output", output.path, "--tests-output", output.appendingPathComponent("Tests").path,
               "--module", "Screens", "--quiet"])
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

var rows: [Row] = []
for size in sizes {
    let folder = work.appendingPathComponent("\(size)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let yaml = folder.appendingPathComponent("Screens.screen.yaml")
    try SyntheticScreens.yaml(screens: size).write(to: yaml, atomically: true, encoding: .utf8)

    var firstRuns: [Double] = []
    var peaks: [Double] = []
    var outputs: Set<[String: Data]> = []
    var files: [String: Data] = [:]
    let kept = folder.appendingPathComponent("kept")
    for run in 0..<runs {
        let output = run == runs - 1 ? kept : folder.appendingPathComponent("out-\(run)")
        let result = try generate(yaml, into: output)
        firstRuns.append(result.seconds)
        peaks.append(result.peakMegabytes)
        files = try Files.read(under: output)
        outputs.insert(files)
        if output != kept { try FileManager.default.removeItem(at: output) }
    }
    var firstRunFloors: [Double] = []
    for run in 0..<runs {
        let output = folder.appendingPathComponent("floor-\(run)")
        firstRunFloors.append(try floor(yaml, files: files, into: output))
        try FileManager.default.removeItem(at: output)
    }
    var regenerations: [Double] = []
    var regenerationFloors: [Double] = []
    for _ in 0..<runs {
        let result = try generate(yaml, into: kept)
        regenerations.append(result.seconds)
        peaks.append(result.peakMegabytes)
        outputs.insert(try Files.read(under: kept))
        regenerationFloors.append(try floor(yaml, files: files, into: kept))
    }
    rows.append(Row(
        screens: size, files: files.count, firstRun: firstRuns.median, firstRunFloor: firstRunFloors.median,
        regeneration: regenerations.median, regenerationFloor: regenerationFloors.median,
        peakMegabytes: peaks.max() ?? 0, identical: outputs.count == 1))
}

// One screen, the whole process, against the cheapest possible run of the same binary.
let one = work.appendingPathComponent("one")
try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
let oneYAML = one.appendingPathComponent("One.screen.yaml")
try SyntheticScreens.yaml(screens: 1).write(to: oneYAML, atomically: true, encoding: .utf8)
var oneTimes: [Double] = []
var versionTimes: [Double] = []
for run in 0..<21 {
    let output = one.appendingPathComponent("out-\(run)")
    oneTimes.append(try Process.measure(tool, [oneYAML.path, "--output", output.path, "--no-tests", "--quiet"]).seconds)
    versionTimes.append(try Process.measure(tool, ["--version"]).seconds)
}

// Report.
let cores = ProcessInfo.processInfo.activeProcessorCount
let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
print("mvvmgen benchmark: release build, \(cores) cores, \(String(format: "%.0f", memory)) GiB, median of \(runs) runs")
print("")
print("| screens | files | first run | per screen | files/s | floor | × floor | regeneration | floor | × floor | peak memory | identical |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
for row in rows {
    print(String(
        format: "| %d | %d | %.3f s | %.2f ms | %.0f | %.3f s | %.2f | %.3f s | %.3f s | %.2f | %.1f MB | %@ |",
        row.screens, row.files, row.firstRun, row.firstRun / Double(row.screens) * 1000, Double(row.files) / row.firstRun,
        row.firstRunFloor, row.firstRun / row.firstRunFloor, row.regeneration, row.regenerationFloor,
        row.regeneration / row.regenerationFloor, row.peakMegabytes, row.identical ? "yes" : "NO"))
}
print("")
let oneScreen = oneTimes.median
let version = versionTimes.median
print(String(format: "one screen, whole process: %.4f s; mvvmgen --version: %.4f s; ratio %.2f", oneScreen, version, oneScreen / version))

// Targets: 1,000 screens in 1 s or less and 3 × the floor or less, no more than 11 × 100
// screens, 200 MB or less; one screen no more than 2 × `mvvmgen --version`.
var failures: [String] = []
if let thousand = rows.first(where: { $0.screens == 1000 }) {
    for (scenario, seconds, floor) in [
        ("first run", thousand.firstRun, thousand.firstRunFloor),
        ("regeneration", thousand.regeneration, thousand.regenerationFloor),
    ] {
        if seconds > 1 { failures.append("1,000 screens, \(scenario): more than 1 s") }
        if seconds > 3 * floor { failures.append("1,000 screens, \(scenario): more than 3 × the floor") }
    }
    if thousand.peakMegabytes > 200 { failures.append("1,000 screens used more than 200 MB") }
    if let hundred = rows.first(where: { $0.screens == 100 }), thousand.firstRun > 11 * hundred.firstRun {
        failures.append("1,000 screens took more than 11 × 100 screens")
    }
}
if oneScreen > 2 * version { failures.append("one screen took more than 2 × mvvmgen --version") }
if rows.contains(where: { !$0.identical }) { failures.append("runs wrote different bytes") }
print(failures.isEmpty ? "all targets met" : "targets missed: " + failures.joined(separator: "; "))
exit(rows.contains(where: { !$0.identical }) ? 1 : 0)
