import Foundation
import PackagePlugin

/// Generates the regenerated parts of every `*.screen.yaml` in a target at build time.
///
/// One build command per screen file, with every input declared (the YAML, the other
/// screen files it names, the configuration file, the user's templates; the mvvmgen
/// executable is implicit) and one declared output named after the YAML, so a build with
/// nothing changed runs nothing.
@main
struct MVVMGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        // Screen files the target lists (not excluded): GenerateScreens uses the same rule to
        // write only the created-once files of such a target, never a colliding copy.
        let screens = module.sourceFiles.map(\.url).filter(ScreenCommands.isScreenFile)
        // The targets of the package it depends on: their screens may be named here.
        let imported = module.dependencies.compactMap { dependency -> (name: String, folder: URL)? in
            guard case .target(let other) = dependency, let other = other as? SourceModuleTarget else { return nil }
            return (other.moduleName, other.directoryURL)
        }
        return try ScreenCommands(
            tool: context.tool(named: "mvvmgen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name,
            targetDirectory: target.directoryURL,
            imported: ImportedModuleScreens.arguments(for: imported)
        ).commands(for: screens)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension MVVMGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let screens = target.inputFiles.map(\.url).filter(ScreenCommands.isScreenFile)
        return try ScreenCommands(
            tool: context.tool(named: "mvvmgen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.displayName,
            targetDirectory: screens.first?.deletingLastPathComponent() ?? context.xcodeProject.directoryURL,
            imported: ImportedModuleScreens.arguments(forFiles: importedModules(of: target))
        ).commands(for: screens)
    }

    /// The screen files of the targets and package products this target depends on, with
    /// their modules' names: a route, tab or child list may name their screens.
    func importedModules(of target: XcodeTarget) -> [(name: String, files: [URL])] {
        target.dependencies.flatMap { dependency -> [(name: String, files: [URL])] in
            switch dependency {
            case .target(let other):
                let name = ImportedModuleScreens.moduleName(other.product?.name ?? other.displayName)
                return [(name, other.inputFiles.map(\.url))]
            case .product(let product):
                return product.targets.compactMap { $0 as? SourceModuleTarget }.map { module in
                    (module.moduleName, ImportedModuleScreens.screenFiles(in: module.directoryURL))
                }
            @unknown default:
                return []
            }
        }
    }
}
#endif

/// The build commands for a set of screen files; shared by the SwiftPM and Xcode entry points.
struct ScreenCommands {
    static let suffix = ".screen.yaml"

    let tool: URL
    let workDirectory: URL
    let targetName: String
    let targetDirectory: URL
    /// `--import-module` arguments for the screen files of the targets this one depends on.
    var imported: (arguments: [String], files: [URL]) = ([], [])

    static func isScreenFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix)
    }

    func commands(for screens: [URL]) throws -> [Command] {
        guard !screens.isEmpty else {
            // A plugin that silently produces nothing is the worst kind; say why.
            Diagnostics.warning(
                "mvvmgen: target '\(targetName)' uses the MVVMGenPlugin but has no *\(Self.suffix) file; add one to \(targetDirectory.path) or remove the plugin"
            )
            return []
        }
        var commands: [Command] = []
        let dependencies = ScreenDependencies(screens: screens)
        for screen in screens.sorted(by: { $0.path < $1.path }) {
            let configuration = try configurationFile(for: screen)
            // The target's other screen files this one may name (routes, tabs, child lists):
            // read by its command, which reruns when one of them changes, and only then.
            let siblings = dependencies.siblings(of: screen, among: screens)
            var inputs = [screen] + siblings + imported.files
            var arguments = ["bundle", screen.path, "--output-file", outputFile(for: screen).path]
            arguments += siblings.flatMap { ["--sibling", $0.path] } + imported.arguments
            if let configuration {
                inputs.append(configuration)
                inputs += templateFiles(named: configuration)
                arguments += ["--config", configuration.path]
            }
            commands.append(
                .buildCommand(
                    displayName:
                        "mvvmgen: generating \(outputFile(for: screen).lastPathComponent) from \(screen.lastPathComponent)",
                    executable: tool,
                    arguments: arguments,
                    inputFiles: inputs,
                    outputFiles: [outputFile(for: screen)]
                )
            )
        }
        return commands
    }

    /// `Sources/App/Flows/Login.screen.yaml` → `Flows_Login.generated.swift`: unique per
    /// target, and named after the input so each command knows its output beforehand.
    func outputFile(for screen: URL) -> URL {
        let base = targetDirectory.standardizedFileURL.path + "/"
        var relative = screen.standardizedFileURL.path
        if relative.hasPrefix(base) { relative.removeFirst(base.count) }
        let stem = String(relative.dropLast(Self.suffix.count)).replacingOccurrences(of: "/", with: "_")
        return workDirectory.appending(path: "\(stem).generated.swift")
    }

    /// The configuration file that applies to `screen`, found as the CLI finds it.
    func configurationFile(for screen: URL) throws -> URL? {
        do {
            let folder = screen.standardizedFileURL.deletingLastPathComponent().path
            return try ConfigurationSearch.configurationFile(from: folder).map { URL(fileURLWithPath: $0) }
        } catch {
            Diagnostics.error("mvvmgen: \(error.message)")
            throw PluginError(error.message)
        }
    }

    /// The `*.stencil` files of the configuration's `templates:` folder, so that editing a
    /// template reruns generation. Reads only that one `key: value` line.
    func templateFiles(named configuration: URL) -> [URL] {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return [] }
        for line in text.split(separator: "\n") where line.hasPrefix("templates:") {
            var value = line.dropFirst("templates:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            let path = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            guard !path.isEmpty else { return [] }
            let folder = URL(fileURLWithPath: path, relativeTo: configuration.deletingLastPathComponent())
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".stencil") }.sorted().map { folder.appending(path: $0) }
        }
        return []
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
