import ArgumentParser
import MVVMGenCore

/// `mvvmgen templates keys`: every key a template can read, from the descriptions' tables.
struct TemplatesKeys: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Every key a template can read, with its type and what it holds (Markdown)."
    )

    func execute() throws(DiagnosticsError) -> CommandReport {
        CommandReport(output: [String(TemplateReference.markdown().dropLast())])
    }
}

/// `mvvmgen templates context FILE`: the values templates get for a screen file.
struct TemplatesContext: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "The values each template is given for a screen file, under the files made from them."
    )

    @Argument(help: "A screen description file (YAML).")
    var file: String

    @OptionGroup var locations: OutputOptions

    func execute() throws(DiagnosticsError) -> CommandReport {
        let input = try InputReader.read(file)
        let config = try ConfigurationLocator.configuration(for: file, explicit: locations.config)
        let layout = OutputLayout(input: input, flags: locations.settings, config: config)
        let plan = try Generator(options: layout.options).plan(input)
        return CommandReport(output: [String(ContextDump.text(plan.requests).dropLast())], diagnostics: plan.warnings)
    }
}
