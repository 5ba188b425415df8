import Foundation
import PackagePlugin

/// A target's screen files, split by who makes their regenerated code.
///
/// PackagePlugin does not say which plugins a target uses, so the rule is the build
/// plugin's own (MVVMGenPlugin reads every `*.screen.yaml` among the target's source files):
/// a screen file SwiftPM lists for the target, that is not excluded, is generated at build
/// time; an excluded one is committed code. A target that commits its code must exclude its
/// YAML anyway, or SwiftPM warns of an unhandled file.
struct TargetScreens {
    static let suffix = ".screen.yaml"

    /// Listed under `exclude:`: mvvmgen writes everything into the source tree.
    let committed: [URL]
    /// Read by the build plugin: only the created-once files go into the source tree.
    let generatedAtBuildTime: [URL]

    static let createdOnceOnlyReason =
        "its screen files are among its sources, so the build plugin (MVVMGenPlugin) generates their regenerated code at build time; writing only the missing created-once files (to commit generated code instead, list the screen files under exclude: and drop the build plugin)"

    /// Options that only change what happens to regenerated files.
    static let regeneratedOnlyOptions: Set<String> = ["--force", "--prune"]

    init(_ target: SourceModuleTarget) {
        let listed = Set(target.sourceFiles.map(\.url).filter(Self.isScreenFile).map(Self.key))
        let all = Self.screenFiles(in: target.directoryURL)
        committed = all.filter { !listed.contains(Self.key($0)) }
        generatedAtBuildTime = all.filter { listed.contains(Self.key($0)) }
    }

    var isEmpty: Bool { committed.isEmpty && generatedAtBuildTime.isEmpty }

    static func isScreenFile(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix)
    }

    /// The same file reached through a symbolic link (a package opened by another path) is
    /// the same key.
    private static func key(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Every `*.screen.yaml` under a folder, excluded ones included, sorted.
    static func screenFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var screens: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if isScreenFile(url) { screens.append(url.standardizedFileURL) }
        }
        return screens.sorted { $0.path < $1.path }
    }
}
