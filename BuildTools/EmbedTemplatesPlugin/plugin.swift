import Foundation
import PackagePlugin

/// Embeds the package's top-level Templates/ folder into the target that uses this plugin.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".stencil") }
            .sorted()
            .map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) templates",
                executable: try context.tool(named: "EmbedTemplates").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
