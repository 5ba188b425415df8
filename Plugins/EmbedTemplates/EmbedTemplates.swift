import Foundation
import PackagePlugin

/// Builds the built-in templates into the binary: every `*.stencil` in the target's
/// `Stencil/` folder becomes a string in generated Swift source. So `mvvmgen` needs no
/// resource bundle at run time: the executable alone is the whole tool, and start-up
/// reads no template files.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Stencil")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".stencil") }
            .sorted()
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) templates in \(target.name)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
