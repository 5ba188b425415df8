/// The one error every stage and the CLI throw: the diagnostics to print and the exit code
/// to end with. Only the command boundary (`MVVMGenCommand.main`) prints it.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    public var exitCode: ExitStatus

    public init(_ diagnostics: [Diagnostic], exitCode: ExitStatus = .invalidInput) {
        self.diagnostics = diagnostics
        self.exitCode = exitCode
    }

    /// A file or folder that cannot be read or written: exit 74, naming the path.
    public static func fileSystem(_ message: String) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: nil)], exitCode: .ioError)
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
