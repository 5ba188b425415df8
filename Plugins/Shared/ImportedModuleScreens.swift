import Foundation

/// The screen files of the modules a target depends on, as `--import-module NAME=PATH`
/// arguments: a route, tab or child list of the target may name their screens. Shared by the
/// build plugin and the command plugin (through the `Shared` symlinks), so both pass the same.
enum ImportedModuleScreens {
    static let suffix = ".screen.yaml"

    /// The arguments and the files they name (inputs a build command reruns for), for each
    /// module (its name and folder) that has screen files, in the order given.
    static func arguments(for modules: [(name: String, folder: URL)]) -> (arguments: [String], files: [URL]) {
        var arguments: [String] = []
        var files: [URL] = []
        for module in modules {
            for file in screenFiles(in: module.folder) {
                arguments += ["--import-module", "\(module.name)=\(file.path)"]
                files.append(file)
            }
        }
        return (arguments, files)
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
