import ArgumentParser
import Foundation
import MVVMGenCore

/// What a command did, for the command boundary to show: lines for standard output,
/// diagnostics for standard error, and the exit code.
struct CommandReport {
    var output: [String] = []
    var diagnostics: [Diagnostic] = []
    var exitCode: ExitStatus = .success

    /// What a command made that the process's exit frees all at once: a big run's files,
    /// requests and descriptions took milliseconds to free one by one just before it.
    nonisolated(unsafe) private static var keptUntilExit: [Any] = []

    /// Keeps `values` until the process exits (a command's last step is `finish`).
    static func keepUntilExit(_ values: Any...) {
        keptUntilExit += values
    }

    /// The command boundary: the one place that prints diagnostics and decides the exit
    /// code. Every command returns a report or throws `DiagnosticsError`; nothing below
    /// writes to standard error. `--timings`' lines come last, on standard error.
    func finish(timings: [String] = []) -> Never {
        for line in output { print(Self.printable(line)) }
        if !diagnostics.isEmpty || !timings.isEmpty {
            let text = (diagnostics.map { Self.printable($0.description) } + timings).map { $0 + "\n" }.joined()
            FileHandle.standardError.write(Data(text.utf8))
        }
        Foundation.exit(exitCode.rawValue)
    }

    /// `text` with its control characters (but line breaks and tabs) written as `\u{1B}`:
    /// a name or path from a file never sends escape sequences to the terminal.
    static func printable(_ text: String) -> String {
        guard ControlCharacters.first(in: text, allowing: kept) != nil else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if ControlCharacters.isControl(scalar) && !kept.contains(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Line breaks and tabs are printed as they are.
    private static let kept: Set<Unicode.Scalar> = ["\n", "\t"]
}

/// A command that reports instead of printing.
protocol ReportingCommand: ParsableCommand {
    func execute() throws(DiagnosticsError) -> CommandReport
}

extension ReportingCommand {
    /// Runs the command and finishes with its report. Being `run`, it is reached through
    /// the parsed command's witness table: no dynamic cast, which on Linux scans every
    /// protocol conformance record of the binary the first time.
    func run() throws {
        CommandReport.finish(execute)
    }
}

extension CommandReport {
    /// `body`'s report, or its failure as one: the end of every command. With `timings`
    /// (`--timings`), each stage's time follows, whichever way the run ended.
    static func finish(
        timings: StageTimes? = nil,
        _ body: () throws(DiagnosticsError) -> CommandReport
    ) -> Never {
        do {
            let report = try body()
            report.finish(timings: timings?.lines(failed: false) ?? [])
        } catch {
            CommandReport(diagnostics: error.diagnostics, exitCode: error.exitCode)
                .finish(timings: timings?.lines(failed: true) ?? [])
        }
    }
}

extension DiagnosticsError {
    /// The same failure, with `warnings` found earlier in the run printed before it.
    func after(_ warnings: [Diagnostic]) -> DiagnosticsError {
        DiagnosticsError(warnings + diagnostics, exitCode: exitCode)
    }
}
