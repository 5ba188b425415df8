import Foundation
import Testing

@testable import MVVMGenCore

/// Expected text kept in a file: compared byte for byte, or with MVVMGEN_RECORD=1 written
/// anew, which then fails the test so a re-record is never silently green.
enum Snapshot {
    static var recording: Bool { ProcessInfo.processInfo.environment["MVVMGEN_RECORD"] == "1" }

    static func expect(_ actual: String, matches file: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        if recording {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(actual.utf8).write(to: file)
            Issue.record(
                "recorded \(file.lastPathComponent); check the change and run again without MVVMGEN_RECORD",
                sourceLocation: sourceLocation
            )
            return
        }
        let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(
            actual == expected,
            "\(file.path) differs (MVVMGEN_RECORD=1 re-records):\n\(UnifiedDiff.render(old: expected, new: actual, oldLabel: "expected", newLabel: "actual"))",
            sourceLocation: sourceLocation
        )
    }
}
