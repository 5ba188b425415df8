import Foundation
import PackagePlugin

/// A folder under `Sources/` holding screen files that SwiftPM made no target of.
///
/// SwiftPM makes a target only of a folder with sources: a declared target holding only
/// YAML is dropped with "Source files for target NAME should be located under…", and an
/// undeclared folder is ignored in silence. Either way the command plugin never sees it, so
/// a newcomer who starts with a screen file needs to be told what to add.
struct UnlistedScreenFolder {
    let name: String
    let folder: URL
    let screens: [URL]

    var message: String {
        let relative = screens.map { url in
            String(url.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        }
        let excluded = relative.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            mvvmgen: Sources/\(name) holds \(relative.joined(separator: ", ")) but is no target of this package: \
            SwiftPM makes a target only of a folder with Swift files. Add one (an empty Sources/\(name)/\(name).swift \
            will do) and, if Package.swift does not declare it yet, `.target(name: "\(name)", exclude: [\(excluded)])` \
            to commit the generated code (or `plugins: [.plugin(name: "MVVMGenPlugin", package: "mvvmgen")]` instead \
            of `exclude:` to generate it at build time); then run generate-screens again.
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
