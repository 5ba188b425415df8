import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen generate FILE…` (the default command): generate and write screens.
struct GenerateCommand: ParsableCommand {
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

    @Flag(name: .shortAndLong, help: "Print only errors and warnings.")
    var quiet = false

    func run() throws {
        let session = try GenerationSession(files: files, flags: locations)
        let plan = try WritePlan(session.generate(), force: force, prune: prune)
        let report = dryRun ? plan.describeDryRun() : try plan.execute()
        if !quiet {
            for line in report { print(line) }
        }
    }
}

/// Where things go and which templates to use; shared by every command that generates.
/// Each option overrides the same key of `mvvmgen.yml`.
struct OutputOptions: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest mvvmgen.yml from the YAML's folder up to the package root).")
    var config: String?

    @Option(name: .shortAndLong, help: "Folder for the Swift sources (default: the YAML file's folder).")
    var output: String?

    @Option(help: "Folder for the test skeletons (default: Tests/<Module>Tests when the YAML is in Sources/<Module>/).")
    var testsOutput: String?

    @Option(help: "Module the tests import with @testable (default: the folder name under Sources/).")
    var module: String?

    @Option(help: "Folder whose *.stencil files replace the built-in templates of the same name.")
    var templates: String?

    @Flag(help: "Do not create test skeletons.")
    var noTests = false
}
