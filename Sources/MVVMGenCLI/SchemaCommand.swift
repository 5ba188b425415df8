import ArgumentParser
import MVVMGenCore

/// `mvvmgen schema [screen|configuration]`: prints a JSON Schema for editors.
struct SchemaCommand: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of screen files (or of mvvmgen.yml), for editor completion and checks.",
        discussion: """
            Editors that use yaml-language-server (the VS Code YAML extension and others) read it from
            a first line `# yaml-language-server: $schema=PATH`. The same schemas are in the
            repository's Schemas/ folder.
            """
    )

    enum Document: String, ExpressibleByArgument, CaseIterable {
        case screen, configuration
    }

    @Argument(help: "Which schema: screen (a *.screen.yaml) or configuration (mvvmgen.yml).")
    var document: Document = .screen

    func execute() throws(DiagnosticsError) -> CommandReport {
        let schema = document == .screen ? ScreenFileSchema.document : ConfigurationSchema.document
        // One line without the final newline: `print` adds it.
        return CommandReport(output: [String(schema.text.dropLast())])
    }
}
