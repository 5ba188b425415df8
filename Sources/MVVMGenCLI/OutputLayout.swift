import Foundation
import MVVMGenCore

/// Where one screen file's outputs go and how they are generated: command-line options
/// first, then its `mvvmgen.yml`, then the defaults.
struct OutputLayout {
    let sourcesFolder: URL
    let testsFolder: URL?
    let templatesFolder: URL?
    /// The templates folder as messages name it: as typed after `--templates`, else the
    /// `templates` of mvvmgen.yml relative to the current folder when inside it.
    let templatesFolderName: String?
    let options: GenerationOptions

    init(input: InputFile, flags: OutputOptions, config: ConfigurationLocator.Found) {
        let configuration = config.configuration
        let yamlFolder = URL(fileURLWithPath: input.path).standardizedFileURL.deletingLastPathComponent()
        sourcesFolder =
            flags.output.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? config.resolve(configuration.output) ?? yamlFolder
        let package = Self.swiftPMTarget(containing: sourcesFolder)
        let module = flags.module ?? configuration.module ?? package?.module ?? sourcesFolder.lastPathComponent
        if flags.noTests || !configuration.tests {
            testsFolder = nil
        } else if let tests = flags.testsOutput.map({ URL(fileURLWithPath: $0).standardizedFileURL })
            ?? config.resolve(configuration.testsOutput)
        {
            testsFolder = tests
        } else if let package {
            testsFolder = package.root.appendingPathComponent("Tests/\(package.module)Tests")
        } else {
            testsFolder = nil
        }
        templatesFolder =
            flags.templates.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? config.resolve(configuration.templates)
        templatesFolderName = flags.templates ?? templatesFolder.map { FilePath.display($0.path) }
        options = GenerationOptions(
            moduleName: module,
            writesTests: testsFolder != nil,
            accessLevel: configuration.accessLevel,
            generatedFolder: configuration.generatedFolder,
            sourcePath: FilePath.relative(
                URL(fileURLWithPath: input.path).standardizedFileURL.path,
                from: sourcesFolder.path
            )
        )
    }

    /// Where a file at `relative` under `root` goes, or nil when its root has no folder
    /// (tests without a tests folder).
    func path(root: OutputRoot, relative: String) -> String? {
        switch root {
        case .sources: FilePath.join(sourcesFolder.path, relative)
        case .tests: testsFolder.map { FilePath.join($0.path, relative) }
        }
    }

    /// The folder of `root`'s files, as a path (tests without a folder never get here).
    func rootFolder(_ root: OutputRoot) -> String {
        ((root == .sources ? sourcesFolder : testsFolder) ?? sourcesFolder).standardizedFileURL.path
    }

    /// Whether `path` stays inside its root folder. Names are validated identifiers, so this
    /// never fails on its own; it guards against a path built any other way.
    func contains(_ path: String, root: OutputRoot) -> Bool {
        guard let folder = root == .sources ? sourcesFolder : testsFolder else { return false }
        return path.hasPrefix(folder.standardizedFileURL.path + "/")
    }

    /// The folder regenerated files live in.
    var generatedFolder: URL { sourcesFolder.appendingPathComponent(options.generatedFolder) }

    /// `…/Pkg/Sources/Module[/…]` → (`…/Pkg`, `Module`): SwiftPM's layout, to find the test target.
    static func swiftPMTarget(containing folder: URL) -> (root: URL, module: String)? {
        let components = folder.standardizedFileURL.pathComponents
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        let root = NSString.path(withComponents: Array(components[..<index]))
        return (URL(fileURLWithPath: root, isDirectory: true), components[index + 1])
    }
}
