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

    @Flag(help: "Print how long each stage of the run took to standard error, to see where a slow run spends its time.")
    var timings = false

    func validate() throws {
        if let problem = GenerateRun.combinationProblem(createdOnceOnly: createdOnceOnly, force: force, prune: prune) {
            throw ValidationError(problem)
        }
    }

    /// What was asked for, as plain values.
    var generateRun: GenerateRun {
        GenerateRun(
            files: files,
            locations: locations.settings,
            dryRun: dryRun,
            force: force,
            prune: prune,
            createdOnceOnly: createdOnceOnly,
            quiet: quiet,
            verbose: verbose,
            timings: timings
        )
    }

    func execute() throws(DiagnosticsError) -> CommandReport {
        try generateRun.execute()
    }

    /// As a quickly read run does, so `--timings` is kept until the end.
    func run() throws {
        generateRun.run()
    }
}
