/// Collects diagnostics while a stage walks its input, so one run reports every problem.
public struct DiagnosticLog: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation, kind: WarningKind? = nil) {
        diagnostics.append(.warning(message, at: location, kind: kind))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Diagnostics in file order, then by position: the order people read them in. Those
    /// without a location come first.
    public var sorted: [Diagnostic] {
        Self.sorted(diagnostics)
    }

    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let origin = SourceLocation(file: "", line: 0, column: 0)
        return diagnostics.enumerated()
            .sorted { ($0.element.location ?? origin, $0.offset) < ($1.element.location ?? origin, $1.offset) }
            .map(\.element)
    }

    /// Every diagnostic in both lists once, in file order.
    public static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return sorted((first + second).filter { seen.insert($0).inserted })
    }

    /// Throws every diagnostic when there is at least one error.
    public func throwIfErrors() throws(DiagnosticsError) {
        if hasErrors { throw DiagnosticsError(sorted) }
    }
}
