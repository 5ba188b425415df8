import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen templates list|export|which`: the built-in templates, and which of them the
/// configured templates folder replaces.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, export or locate the templates mvvmgen renders; document their keys and values.",
        subcommands: [
            TemplatesList.self, TemplatesExport.self, TemplatesWhich.self, TemplatesKeys.self, TemplatesContext.self,
        ]
    )
}

/// The options every `templates` command takes: which templates folder applies, as for
/// `generate` run from the current folder.
struct TemplateChoice: ParsableArguments {
    @Option(help: "Configuration file (default: the nearest mvvmgen.yml from the current folder up).")
    var config: String?

    @Option(help: "Folder whose *.stencil files replace the built-in templates (overrides mvvmgen.yml).")
    var templates: String?

    /// The templates a `generate` from here would use, and the folder shown for overrides.
    func load() throws(DiagnosticsError) -> (set: TemplateSet, folder: String?) {
        let found = try ConfigurationLocator.configuration(for: FilePath.standardized("./-"), explicit: config)
        let folder = templates.map(FilePath.standardized) ?? found.resolve(found.configuration.templates)
        let shown = templates ?? folder.map(FilePath.display)
        return (try TemplateFolder.load(folder, named: shown), shown)
    }
}

struct TemplatesList: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "The built-in templates, each marked when the configured folder replaces it."
    )

    @OptionGroup var choice: TemplateChoice

    func execute() throws(DiagnosticsError) -> CommandReport {
        let (templates, folder) = try choice.load()
        let builtIn = TemplateSet.builtIn.sources.keys.sorted()
        var lines = ["built-in templates: \(builtIn.count)" + (folder.map { "; replaced from \($0): marked *" } ?? "")]
        for name in builtIn {
            let replaced = templates.overridden.contains(name)
            lines.append((replaced ? "* " : "  ") + name + (replaced ? "  (\(templates.file(of: name)))" : ""))
        }
        // A file that replaces nothing is only used if another template includes it.
        for name in templates.overridden.sorted() where !builtIn.contains(name) {
            lines.append("+ \(name)  (\(templates.file(of: name)); no built-in of that name: used only when included)")
        }
        return CommandReport(output: lines)
    }
}

struct TemplatesExport: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the built-in templates into a folder, as a start for your own; never overwrites."
    )

    @Argument(help: "The folder to write them into (created if missing).")
    var folder: String

    func execute() throws(DiagnosticsError) -> CommandReport {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem("cannot create '\(folder)': \(FileSystemError.reason(error))")
        }
        var lines: [String] = []
        let absolute = FilePath.standardized(folder)
        let opened: OutputFolder
        do {
            opened = try OutputFolder.open(absolute, within: absolute)
        } catch {
            throw .fileSystem("cannot open '\(folder)': \(FileSystemError.reason(error))")
        }
        for (index, name) in TemplateSet.builtIn.sources.keys.sorted().enumerated() {
            let path = FilePath.join(absolute, name)
            let text = TemplateSet.builtIn.sources[name] ?? ""
            do {
                switch try AtomicFile.create(text, named: name, in: opened, index: index) {
                case .alreadyThere: lines.append("kept (exists): \(FilePath.display(path))")
                default: lines.append("wrote: \(FilePath.display(path))")
                }
            } catch {
                throw .fileSystem("cannot write '\(FilePath.display(path))': \(FileSystemError.reason(error))")
            }
        }
        lines.append("point mvvmgen.yml's `templates:` at the folder, then edit or delete each file")
        return CommandReport(output: lines)
    }
}

struct TemplatesWhich: ReportingCommand {
    static let configuration = CommandConfiguration(
        commandName: "which",
        abstract: "The file a template is read from: your folder's, or built-in:NAME."
    )

    @Argument(help: "A template's name: ViewModel.swift.stencil, or just ViewModel.")
    var name: String

    @OptionGroup var choice: TemplateChoice

    func execute() throws(DiagnosticsError) -> CommandReport {
        let (templates, _) = try choice.load()
        let names = templates.sources.keys.sorted()
        // `ViewModel`, `ViewModel.swift` and `ViewModel.swift.stencil` name the same template.
        let candidates = [name, name + ".stencil", name + ".swift.stencil"]
        guard let wanted = candidates.first(where: names.contains) else {
            let guess = name.hasSuffix(".stencil") ? name : name + ".swift.stencil"
            throw DiagnosticsError(
                [.error("no template named '\(name)'" + Suggestion.didYouMean(guess, among: names), at: nil)],
                exitCode: .usage
            )
        }
        return CommandReport(output: [templates.file(of: wanted)])
    }
}
