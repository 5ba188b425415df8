/// One problem found in an input, in the shape compilers and Xcode understand:
/// `path:line:column: error|warning: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, at: location, message)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, at: location, message)
    }

    public var description: String {
        "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Thrown when an input has errors; carries every diagnostic found, warnings included.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// Collects diagnostics while a stage walks its input, so one run reports every problem.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Diagnostics in file order, then by position: the order people read them in.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    /// Throws every diagnostic when there is at least one error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(sorted) }
    }
}
