/// One problem, in the shape compilers and Xcode understand:
/// `path:line:column: error|warning: message`, then a `note:` line for each related place.
/// A problem that belongs to no line of an input (a file that cannot be written) has no
/// location and prints as `error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// A second place the problem involves ("first declared here").
    public struct Note: Hashable, Sendable, CustomStringConvertible {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }

        public var description: String { Diagnostic.line(location, "note", message) }
    }

    public var severity: Severity
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]
    /// For warnings: the name `silence` takes to turn this one off.
    public var kind: WarningKind?

    public init(
        _ severity: Severity,
        at location: SourceLocation?,
        _ message: String,
        notes: [Note] = [],
        kind: WarningKind? = nil
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.kind = kind
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, at: location, message, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation, kind: WarningKind? = nil) -> Diagnostic {
        Diagnostic(.warning, at: location, message, kind: kind)
    }

    /// The diagnostic and its notes, one line each, without a final newline.
    public var description: String {
        let flag = kind.map { " [\($0.rawValue)]" } ?? ""
        let first = Self.line(location, severity.rawValue, message + flag)
        return ([first] + notes.map(\.description)).joined(separator: "\n")
    }

    static func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "\(label): \(message)" }
        return "\(location.file):\(location.line):\(location.column): \(label): \(message)"
    }
}
