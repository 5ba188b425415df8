import Foundation
import PackagePlugin

/// A folder under `Sources/` holding screen files that SwiftPM made no target of.
///
/// SwiftPM makes a target only of a folder with sources: a declared target holding only
/// YAML is dropped with "Source files for target NAME should be located under…", and an
/// undeclared folder is ignored in silence. Either way the command plugin never sees it as
/// a target; a newcomer starts exactly so, with a screen file, so the plugin writes the
/// folder's created-once files (safe whichever way the target goes) and says what is next.
struct UnlistedScreenFolder {
    let name: String
    let folder: URL
    let screens: [URL]

    var relativeScreens: [String] {
        screens.map { url in String(url.path.dropFirst(folder.standardizedFileURL.path.count + 1)) }
    }

    /// Said after the folder's created-once files were written: they are Swift files, so the
    /// folder is a target from the next command on.
    var createdMessage: String {
        let excluded = relativeScreens.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            mvvmgen: Sources/\(name) (\(relativeScreens.joined(separator: ", "))) is no target of this package yet: \
            wrote its missing created-once files, the Swift files SwiftPM needs to make one. If Package.swift does \
            not declare it, add `.target(name: "\(name)", dependencies: [.product(name: "MVVMRuntime", package: "mvvmgen")], \
            exclude: [\(excluded)])` to commit the generated code (then run \
            generate-screens again for the regenerated files), or \
            `plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]` instead of `exclude:` to generate it at \
            build time.
            """
    }

    /// Why a `--target` naming the folder finds no target.
    var message: String {
        """
        mvvmgen: Sources/\(name) holds \(relativeScreens.joined(separator: ", ")) but is no target of this package: \
        SwiftPM makes a target only of a folder with Swift files. Run generate-screens without --target to create \
        its first files, or add one Swift file (an empty Sources/\(name)/\(name).swift will do).
        """
    }
}

enum UnlistedScreenFolders {
    /// Every `Sources/*` folder with screen files that is not, is not inside and does not
    /// hold any target's folder.
    static func find(in package: Package) -> [UnlistedScreenFolder] {
        let sources = package.directoryURL.appending(path: "Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let targetFolders = package.targets.map { $0.directoryURL.resolvingSymlinksInPath().standardizedFileURL.path }
        return names.sorted().compactMap { name in
            let folder = sources.appending(path: name).standardizedFileURL
            let path = folder.resolvingSymlinksInPath().path
            let overlaps = targetFolders.contains { target in
                target == path || target.hasPrefix(path + "/") || path.hasPrefix(target + "/")
            }
            guard !overlaps else { return nil }
            let screens = TargetScreens.screenFiles(in: folder)
            return screens.isEmpty ? nil : UnlistedScreenFolder(name: name, folder: folder, screens: screens)
        }
    }
}
