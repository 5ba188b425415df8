import ArgumentParser
import MVVMGenCore

/// What a command did, for the command boundary to show: lines for standard output,
/// diagnostics for standard error, and the exit code.
struct CommandReport {
    var output: [String] = []
    var diagnostics: [Diagnostic] = []
    var exitCode: ExitStatus = .success
}

/// A command that reports instead of printing; `MVVMGenCommand.main` runs it.
protocol ReportingCommand: ParsableCommand {
    func execute() throws(DiagnosticsError) -> CommandReport
}

extension DiagnosticsError {
    /// The same failure, with `warnings` found earlier in the run printed before it.
    func after(_ warnings: [Diagnostic]) -> DiagnosticsError {
        DiagnosticsError(warnings + diagnostics, exitCode: exitCode)
    }
}
