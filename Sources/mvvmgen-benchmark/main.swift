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
let sizes = arguments.compactMap { Int($0) }.isEmpty ? [1, 10, 100, 1000] : arguments.compactMap { Int($0) }
let runs = 5
let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("mvvmgen")
guard FileManager.default.isExecutableFile(atPath: tool.path) else {
    FileHandle.standardError.write(Data("error: build mvvmgen first: swift build -c release --product mvvmgen\n".utf8))
    exit(1)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: work) }

struct Row {
    var screens: Int
    var seconds: Double
    var files: Int
    var peakMegabytes: Double
    var floorSeconds: Double
    var identical: Bool
}

var rows: [Row] = []
for size in sizes {
    let folder = work.appendingPathComponent("\(size)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let yaml = folder.appendingPathComponent("Screens.screen.yaml")
    try SyntheticScreens.yaml(screens: size).write(to: yaml, atomically: true, encoding: .utf8)

    var times: [Double] = []
    var peaks: [Double] = []
    var outputs: Set<[String: Data]> = []
    var lastOutput: [String: Data] = [:]
    for run in 0..<runs {
        let output = folder.appendingPathComponent("out-\(run)")
        let result = try Process.measure(
            tool, [yaml.path, "--output", output.path, "--tests-output", output.appendingPathComponent("Tests").path,
                   "--module", "Screens", "--quiet"])
        guard result.status == 0 else { fatalError("mvvmgen failed on \(size) screens") }
        times.append(result.seconds)
        peaks.append(result.peakMegabytes)
        lastOutput = try Files.read(under: output)
        outputs.insert(lastOutput)
        try FileManager.default.removeItem(at: output)
    }

    // The floor: what no generator can avoid, parse the YAML and write the same bytes.
    var floors: [Double] = []
    for run in 0..<runs {
        let output = folder.appendingPathComponent("floor-\(run)")
        let start = Clock.now
        let text = try String(contentsOf: yaml, encoding: .utf8)
        _ = try Yams.compose(yaml: text)
        try Files.write(lastOutput, under: output)
        floors.append(Clock.seconds(since: start))
        try FileManager.default.removeItem(at: output)
    }
    rows.append(Row(
        screens: size, seconds: times.median, files: lastOutput.count, peakMegabytes: peaks.max() ?? 0,
        floorSeconds: floors.median, identical: outputs.count == 1))
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
print("| screens | files | wall time | per screen | files/s | peak memory | floor | × floor | identical |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|:---:|")
for row in rows {
    print(String(
        format: "| %d | %d | %.3f s | %.2f ms | %.0f | %.1f MB | %.3f s | %.2f | %@ |",
        row.screens, row.files, row.seconds, row.seconds / Double(row.screens) * 1000, Double(row.files) / row.seconds,
        row.peakMegabytes, row.floorSeconds, row.seconds / row.floorSeconds, row.identical ? "yes" : "NO"))
}
print("")
let oneScreen = oneTimes.median
let version = versionTimes.median
print(String(format: "one screen, whole process: %.4f s; mvvmgen --version: %.4f s; ratio %.2f", oneScreen, version, oneScreen / version))

// Targets (issue: 1,000 screens ≤ 1 s and ≤ 3 × floor, ≤ 11 × 100 screens, ≤ 200 MB; one screen ≤ 2 × --version).
var failures: [String] = []
if let thousand = rows.first(where: { $0.screens == 1000 }) {
    if thousand.seconds > 1 { failures.append("1,000 screens took more than 1 s") }
    if thousand.seconds > 3 * thousand.floorSeconds { failures.append("1,000 screens took more than 3 × the floor") }
    if thousand.peakMegabytes > 200 { failures.append("1,000 screens used more than 200 MB") }
    if let hundred = rows.first(where: { $0.screens == 100 }), thousand.seconds > 11 * hundred.seconds {
        failures.append("1,000 screens took more than 11 × 100 screens")
    }
}
if oneScreen > 2 * version { failures.append("one screen took more than 2 × mvvmgen --version") }
if rows.contains(where: { !$0.identical }) { failures.append("runs wrote different bytes") }
print(failures.isEmpty ? "all targets met" : "targets missed: " + failures.joined(separator: "; "))
exit(rows.contains(where: { !$0.identical }) ? 1 : 0)
