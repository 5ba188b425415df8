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

/// A template context as readable, deterministic text: keys sorted, one value a line.
enum ContextDump {
    static func text(_ values: [String: TemplateValue]) -> String {
        var lines: [String] = []
        write(.object(values), indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ value: TemplateValue, indent: String, into lines: inout [String]) {
        switch value {
        case .object(let object):
            for key in object.keys.sorted() {
                let member = object[key]!
                if let scalar = scalar(member) {
                    lines.append("\(indent)\(key): \(scalar)")
                } else {
                    lines.append("\(indent)\(key):")
                    write(member, indent: indent + "  ", into: &lines)
                }
            }
        case .list(let items):
            for item in items {
                if let scalar = scalar(item) {
                    lines.append("\(indent)- \(scalar)")
                } else {
                    lines.append("\(indent)-")
                    write(item, indent: indent + "  ", into: &lines)
                }
            }
        default:
            lines.append(indent + (scalar(value) ?? ""))
        }
    }

    /// A value that fits on its key's line; strings quoted, so spaces and newlines show.
    private static func scalar(_ value: TemplateValue) -> String? {
        switch value {
        case .string(let string): string.debugDescription
        case .character(let character): String(character).debugDescription
        case .bool(let bool): String(bool)
        case .int(let int): String(int)
        case .loop(let index, let count): "loop \(index) of \(count)"
        case .list(let items) where items.isEmpty: "[]"
        case .object(let object) where object.isEmpty: "{}"
        case .list, .object: nil
        }
    }
}
