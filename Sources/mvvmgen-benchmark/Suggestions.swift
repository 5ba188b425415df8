import Foundation

/// The worst case of "did you mean": 16,000 misspelled types among 8,000 declared, each
/// looked up among all of them. Its target, 2 s (release), lives here rather than in the
/// adversarial test, where a loaded machine made a duration fail.
enum MisspelledTypes {
    static let declared = 8000
    static let misspelled = 16000
    static let limitSeconds = 2.0

    static var yaml: String {
        var text = "types: [" + (0..<declared).map { "Declared" + padded($0) }.joined(separator: ", ") + "]\n"
        text += "screens:\n  Top:\n    properties:\n"
        for index in 0..<misspelled { text += "      p\(index): Declred\(padded(index % declared))\n" }
        return text
    }

    /// The median of three whole runs, which must end with exit 65 (the errors).
    static func measure(_ tool: URL, in folder: URL) throws -> Double {
        let file = folder.appendingPathComponent("types.screen.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        var times: [Double] = []
        for _ in 0..<3 {
            let run = try Process.measure(tool, [file.path, "--no-tests", "--dry-run"], quietly: true)
            guard run.status == 65 else { throw CocoaError(.executableLoad) }
            times.append(run.seconds)
        }
        return times.sorted()[1]
    }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
