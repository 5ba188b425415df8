import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen bundle FILE --output-file OUT`: what the build plugin runs. Every regenerated
/// part of one screen file goes into one Swift file, so the plugin can name its output
/// from the input's name before anything runs.
struct BundleCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "bundle",
        abstract:
            "Write every regenerated part of one screen file into a single Swift file (used by the build plugin).",
        discussion: """
            Created-once files (view model, controller, tests) are not part of the bundle:
            create them once with `mvvmgen FILE` or `swift package generate-screens`.
            The output is written only when its bytes change, and never when the input has errors.
            """
    )

    @Argument(help: "One screen description file (YAML).")
    var file: String

    @Option(help: "The Swift file to write.")
    var outputFile: String

    @Option(help: "Configuration file (default: the nearest mvvmgen.yml).")
    var config: String?

    @Option(help: "Folder whose *.stencil files replace the built-in templates of the same name.")
    var templates: String?

    @Flag(help: "Replace the output file even when it lacks the mvvmgen header.")
    var force = false

    @Option(
        name: .customLong("sibling"),
        help: "Another screen file of the same module, whose screens may be named. Repeatable."
    )
    var siblings: [String] = []

    @Option(
        name: .customLong("import-module"),
        help: "NAME=PATH: a screen file or folder of another module, NAME, whose screens may be named. Repeatable."
    )
    var importedModules: [String] = []

    func execute() throws(DiagnosticsError) -> CommandReport {
        var arguments = ["--no-tests"]
        if let config { arguments += ["--config", config] }
        if let templates { arguments += ["--templates", templates] }
        arguments += siblings.flatMap { ["--sibling", $0] }
        arguments += importedModules.flatMap { ["--import-module", $0] }
        let flags: OutputOptions
        do {
            flags = try OutputOptions.parse(arguments)
        } catch {
            throw DiagnosticsError([.error(OutputOptions.message(for: error), at: nil)], exitCode: .usage)
        }
        let output = try GenerationSession(files: [file], flags: flags.settings).generate()
        let parts = output.targets.compactMap(\.file).filter { $0.ownership == .regenerated && $0.root == .sources }
        let contents = SourceBundle.join(parts.map(\.contents), source: InputFile(path: file, text: "").fileName)
        let path = URL(fileURLWithPath: outputFile).standardizedFileURL.path
        do throws(DiagnosticsError) {
            try BundleFile.write(contents, to: path, force: force)
        } catch {
            throw error.after(output.warnings)
        }
        return CommandReport(diagnostics: output.warnings + MissingOwnFiles.warnings(output.targets, screenFile: file))
    }
}
