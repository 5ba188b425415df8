import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen generate FILE…` (the default command): generate and write screens.
struct GenerateCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift files from screen descriptions (the default command)."
    )

    @Argument(help: "Screen description files (YAML).")
    var files: [String]

    @OptionGroup var locations: OutputOptions

    @Flag(help: "List what would be written, without writing anything.")
    var dryRun = false

    @Flag(help: "Replace files at regenerated paths even when they lack the mvvmgen header. Never touches your files.")
    var force = false

    @Flag(help: "Delete regenerated files that no screen makes any more (a screen or model was removed).")
    var prune = false

    @Flag(help: "Write only the missing created-once files: the build plugin generates the regenerated ones.")
    var createdOnceOnly = false

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also say which template made each file: built-in or yours.")
    var verbose = false

    func validate() throws {
        if createdOnceOnly && (force || prune) {
            throw ValidationError(
                "--force and --prune act on regenerated files, which --created-once-only never writes or removes"
            )
        }
    }

    func execute() throws(DiagnosticsError) -> CommandReport {
        var output = try GenerationSession(files: files, flags: locations).generate()
        var skipped: [String] = []
        if createdOnceOnly {
            let selected = output.createdOnceOnly()
            output = selected.output
            skipped = selected.skipped.map { [$0] } ?? []
            output.warnings += selected.collisions
        }
        do {
            let plan = try WritePlan.decide(output, force: force, prune: prune)
            let execution =
                dryRun ? WritePlan.Execution(lines: plan.describeDryRun(), warnings: []) : try plan.execute()
            var lines = execution.lines + skipped
            if verbose { lines += output.templateReport }
            return CommandReport(output: quiet ? [] : lines, diagnostics: output.warnings + execution.warnings)
        } catch {
            throw error.after(output.warnings)
        }
    }
}
