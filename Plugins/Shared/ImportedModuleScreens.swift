import Foundation

/// The screen files of the modules a target depends on, as `--import-module NAME=PATH`
/// arguments: a route, tab or child list of the target may name their screens. Shared by the
/// build plugin and the command plugin (through the `Shared` symlinks), so both pass the same.
enum ImportedModuleScreens {
    static let suffix = ".screen.yaml"

    /// The arguments and the files they name (inputs a build command reruns for), for each
    /// module (its name and folder) that has screen files, in the order given.
    static func arguments(for modules: [(name: String, folder: URL)]) -> (arguments: [String], files: [URL]) {
        arguments(forFiles: modules.map { ($0.name, screenFiles(in: $0.folder)) })
    }

    /// The same, for modules whose screen files are listed (an Xcode target's input files).
    static func arguments(forFiles modules: [(name: String, files: [URL])]) -> (arguments: [String], files: [URL]) {
        var arguments: [String] = []
        var files: [URL] = []
        for module in modules {
            for file in module.files where file.lastPathComponent.hasSuffix(suffix) {
                arguments += ["--import-module", "\(module.name)=\(file.path)"]
                files.append(file)
            }
        }
        return (arguments, files)
    }

    /// The module a target's name becomes (SwiftPM's and Xcode's c99 name): `my-feature` →
    /// `my_feature`.
    static func moduleName(_ name: String) -> String {
        let spelled = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
        return spelled.first?.isNumber == true || spelled.isEmpty ? "_" + spelled : spelled
    }

    /// Every screen file under `folder`, in path order; hidden folders and `.build` skipped.
    static func screenFiles(in folder: URL) -> [URL] {
        guard
            let walk = FileManager.default.enumerator(
                at: folder,
                includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walk where url.lastPathComponent.hasSuffix(suffix) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
