import Foundation

/// Turns YAML text into a node tree (`YAMLComposer`), or a located diagnostic. Hostile input stops
/// here: oversized files, and alias bombs that expand exponentially ("billion laughs").
/// Nesting depth is bounded by libyaml itself.
public enum YAMLLoader {
    /// Larger files are refused before parsing; real screen files are a few kilobytes.
    public static let maximumBytes = 10 * 1024 * 1024
    /// Values a document may expand to once aliases are followed.
    static let maximumNodes = 1_000_000
    /// Scalar bytes a document may expand to once aliases are followed: a few times what
    /// the largest file allowed holds without aliases.
    static let maximumExpandedBytes = 32 * 1024 * 1024

    /// The error for a file of `size` bytes, if it is over the limit; callers that have not
    /// read the file yet use it to refuse without reading. `kind` names the file in the
    /// message: "screen" or "configuration".
    public static func tooLarge(_ path: String, size: Int, kind: String = "screen") -> Diagnostic? {
        guard size > maximumBytes else { return nil }
        let megabytes = (Double(size) / 1_048_576 * 10).rounded() / 10
        return .error(
            "the \(kind) file is \(megabytes) MB; \(kind) files are limited to \(maximumBytes / 1_048_576) MB",
            at: SourceLocation(file: path, line: 1, column: 1)
        )
    }

    static func load(_ input: InputFile, kind: String = "screen") throws(DiagnosticsError) -> YAMLNode {
        let start = SourceLocation(file: input.path, line: 1, column: 1)
        if let tooLarge = tooLarge(input.path, size: input.text.utf8.count, kind: kind) {
            throw DiagnosticsError([tooLarge])
        }
        let root: YAMLNode?
        do {
            root = try YAMLComposer.compose(input.text, limit: .init(values: maximumNodes, bytes: maximumExpandedBytes))
        } catch {
            throw DiagnosticsError([diagnostic(for: error, in: input)])
        }
        guard let root else {
            throw DiagnosticsError([.error("the file is empty: expected a mapping with a 'screens' key", at: start)])
        }
        return root
    }

    /// Plain advice for the YAML mistakes people make most in screen files.
    private static func hint(for problem: String, line: Substring) -> String {
        if problem.hasPrefix("mapping values are not allowed") {
            return "; a value or key containing ': ' (such as 'name(label: Type)') must be quoted"
        }
        if problem.hasPrefix("did not find expected key"), startsWithBracketsThenMore(line) {
            return
                "; a value starting with '[' or '{' is a YAML list or mapping: quote a Swift type or value (\"[String] = []\")"
        }
        if problem.contains("found character that cannot start any token") {
            return "; YAML indents with spaces, not tabs, and some characters (@, `) cannot start an unquoted value"
        }
        return ""
    }

    /// `tags: [String] = []`: a value that YAML reads as a flow list, with text after it.
    private static func startsWithBracketsThenMore(_ line: Substring) -> Bool {
        guard let colon = line.range(of: ": ") else { return false }
        let value = line[colon.upperBound...].drop { $0 == " " }
        guard value.first == "[" || value.first == "{", let close = value.firstIndex(where: { $0 == "]" || $0 == "}" })
        else { return false }
        return value[value.index(after: close)...].contains { !$0.isWhitespace && $0 != "#" }
    }

    private static func diagnostic(for problem: YAMLProblem, in input: InputFile) -> Diagnostic {
        func at(_ mark: YAMLNode.Mark) -> SourceLocation {
            SourceLocation(file: input.path, line: mark.line, column: mark.column)
        }
        switch problem {
        case .syntax(let problem, let mark, let context):
            if problem.hasPrefix("Maximum nesting level reached") {
                return .error("values nest more than 1000 levels deep, more than mvvmgen reads", at: at(mark))
            }
            let notes = context.map { [Diagnostic.Note("\($0.text) here", at: at($0.at))] } ?? []
            let line = input.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(mark.line - 1)
                .first
            return .error(
                "YAML syntax error: \(problem)" + hint(for: problem, line: line ?? ""),
                at: at(mark),
                notes: notes
            )
        case .duplicateKey(let key, let first, let second):
            return .error(
                "duplicate key '\(key)'",
                at: at(second),
                notes: [.init("'\(key)' is first used here", at: at(first))]
            )
        case .reader(let problem, let offset, let value):
            let character = value >= 0 ? String(format: " (U+%04X)", value) : ""
            return .error(
                "cannot read the file as YAML text: \(problem)\(character)",
                at: input.location(ofByteOffset: offset)
            )
        case .overflow(let overflow):
            let what =
                overflow.inBytes
                ? "more than \(maximumExpandedBytes / 1_048_576) MB of text"
                : "more than \(maximumNodes) values"
            return .error(
                "the document expands to \(what) once aliases are followed (aliases of aliases?); refusing to read it",
                at: SourceLocation(file: input.path, line: overflow.line, column: overflow.column)
            )
        case .memory:
            return .error("cannot read YAML: out of memory", at: SourceLocation(file: input.path, line: 1, column: 1))
        }
    }
}
