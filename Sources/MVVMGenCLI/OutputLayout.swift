import Foundation
import MVVMGenCore

/// Where one screen file's outputs go and how they are generated: command-line options
/// first, then its `mvvmgen.yml`, then the defaults.
struct OutputLayout {
    /// Absolute, standardized paths.
    let sourcesFolder: String
    let testsFolder: String?
    let templatesFolder: String?
    /// The templates folder as messages name it: as typed after `--templates`, else the
    /// `templates` of mvvmgen.yml relative to the current folder when inside it.
    let templatesFolderName: String?
    let options: GenerationOptions

    init(input: InputFile, flags: OutputSettings, config: ConfigurationLocator.Found) {
        let configuration = config.configuration
        let yamlPath = FilePath.standardized(input.path)
        sourcesFolder =
            flags.output.map(FilePath.standardized)
            ?? config.resolve(configuration.output) ?? FilePath.folder(of: yamlPath)
        let package = Self.swiftPMTarget(containing: sourcesFolder)
        let module =
            flags.module ?? configuration.module
            ?? Self.moduleName(ofFolder: package?.module ?? FilePath.name(of: sourcesFolder))
        if flags.noTests || !configuration.tests {
            testsFolder = nil
        } else if let tests = flags.testsOutput.map(FilePath.standardized) ?? config.resolve(configuration.testsOutput)
        {
            testsFolder = tests
        } else if let package {
            testsFolder = FilePath.join(package.root, "Tests/\(package.module)Tests")
        } else {
            testsFolder = nil
        }
        templatesFolder = flags.templates.map(FilePath.standardized) ?? config.resolve(configuration.templates)
        templatesFolderName = flags.templates ?? templatesFolder.map(FilePath.display)
        options = GenerationOptions(
            moduleName: module,
            writesTests: testsFolder != nil,
            accessLevel: configuration.accessLevel,
            generatedFolder: configuration.generatedFolder,
            sourcePath: FilePath.relative(yamlPath, from: sourcesFolder),
            flavour: configuration.flavour
        )
    }

    /// Where a file at `relative` under `root` goes, or nil when its root has no folder
    /// (tests without a tests folder).
    func path(root: OutputRoot, relative: String) -> String? {
        switch root {
        case .sources: FilePath.join(sourcesFolder, relative)
        case .tests: testsFolder.map { FilePath.join($0, relative) }
        }
    }

    /// The folder of `root`'s files, as a path (tests without a folder never get here).
    func rootFolder(_ root: OutputRoot) -> String {
        (root == .sources ? sourcesFolder : testsFolder) ?? sourcesFolder
    }

    /// Whether `path` stays inside its root folder. Names are validated identifiers, so this
    /// never fails on its own; it guards against a path built any other way.
    func contains(_ path: String, root: OutputRoot) -> Bool {
        guard let folder = root == .sources ? sourcesFolder : testsFolder else { return false }
        // In bytes, as the file system compares: no `folder + "/"` made for every file.
        let (pathBytes, folderBytes) = (path.utf8, folder.utf8)
        guard pathBytes.count > folderBytes.count, pathBytes.starts(with: folderBytes) else { return false }
        return pathBytes[pathBytes.index(pathBytes.startIndex, offsetBy: folderBytes.count)] == UInt8(ascii: "/")
    }

    /// The folder regenerated files live in.
    var generatedFolder: String { FilePath.join(sourcesFolder, options.generatedFolder) }

    /// The module SwiftPM makes of a target folder's name (its c99name): `my-feature` →
    /// `my_feature`, `2d` → `_2d`, so tests `@testable import` a name that exists.
    static func moduleName(ofFolder name: String) -> String {
        let characters = name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" }
        let spelled = String(characters)
        return spelled.first?.isNumber == true || spelled.isEmpty ? "_" + spelled : spelled
    }

    /// `…/Pkg/Sources/Module[/…]` → (`…/Pkg`, `Module`): SwiftPM's layout, to find the test
    /// target. `folder` is absolute and standardized.
    static func swiftPMTarget(containing folder: String) -> (root: String, module: String)? {
        let components = folder.split(separator: "/")
        guard let index = components.lastIndex(of: "Sources"), index + 1 < components.count else { return nil }
        var root = ""
        for component in components[..<index] { root += "/" + component }
        return (root.isEmpty ? "/" : root, String(components[index + 1]))
    }
}
