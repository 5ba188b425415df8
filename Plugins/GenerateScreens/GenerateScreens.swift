import Foundation
import PackagePlugin

/// `swift package generate-screens [--target NAME…] [mvvmgen options]`: runs mvvmgen on every
/// screen of the chosen targets (all by default) and writes into the source tree.
///
/// A target that commits its generated code gets everything, exactly as `mvvmgen FILE…`
/// does; other options (`--prune`, `--dry-run`, `--force`) are passed on. A target whose
/// build plugin reads its screen files gets only the missing created-once files: a
/// regenerated copy in the source tree would collide with the build plugin's.
@main
struct GenerateScreens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let package = context.package
        let unknown = names.filter { name in !package.targets.contains { $0.name == name } }
        guard unknown.isEmpty else { throw unknownTargets(unknown, in: package) }

        let targets = names.isEmpty ? package.targets : package.targets.filter { names.contains($0.name) }
        let tool = try context.tool(named: "mvvmgen").url
        var found = false
        // A folder SwiftPM made no target of yet (screen files only) is skipped by the loop
        // below, but a target may already depend on it: its screens may be named, too.
        let unlisted = names.isEmpty ? UnlistedScreenFolders.find(in: package) : []
        for case let target as SourceModuleTarget in targets {
            let screens = TargetScreens(target)
            guard !screens.isEmpty else { continue }
            found = true
            // Both runs know the target's other screen files: a route may name a screen of
            // either, or of a target of the package it depends on.
            let imported = ImportedModuleScreens.arguments(
                for: target.dependencies.compactMap { dependency -> (name: String, folder: URL)? in
                    guard case .target(let other) = dependency, let other = other as? SourceModuleTarget else {
                        return nil
                    }
                    return (other.moduleName, other.directoryURL)
                } + unlisted.map { ($0.name, $0.folder) }
            ).arguments
            let committedSiblings = screens.committed.flatMap { ["--sibling", $0.path] } + imported
            let buildTimeSiblings = screens.generatedAtBuildTime.flatMap { ["--sibling", $0.path] } + imported
            if !screens.committed.isEmpty {
                print("mvvmgen: target \(target.name)")
                let files = screens.committed.map(\.path)
                try run(tool, ["generate"] + files + buildTimeSiblings + options, for: target.name, in: package)
            }
            if !screens.generatedAtBuildTime.isEmpty {
                print("mvvmgen: target \(target.name): \(TargetScreens.createdOnceOnlyReason)")
                let dropped = options.filter(TargetScreens.regeneratedOnlyOptions.contains)
                if !dropped.isEmpty {
                    print("mvvmgen: not passed on (for regenerated files only): \(dropped.joined(separator: " "))")
                }
                let kept = options.filter { !TargetScreens.regeneratedOnlyOptions.contains($0) }
                let files = screens.generatedAtBuildTime.map(\.path) + committedSiblings
                try run(tool, ["generate", "--created-once-only"] + files + kept, for: target.name, in: package)
            }
        }
        // A folder SwiftPM made no target of is skipped by the loop above: its first files.
        for folder in unlisted {
            let kept = options.filter { !TargetScreens.regeneratedOnlyOptions.contains($0) }
            let files = folder.screens.map(\.path).sorted()
            // Its dependencies are not known yet: every other module's screens may be named.
            let others =
                package.targets.compactMap { $0 as? SourceModuleTarget }.map { ($0.moduleName, $0.directoryURL) }
                + unlisted.filter { $0.name != folder.name }.map { ($0.name, $0.folder) }
            let imported = ImportedModuleScreens.arguments(for: others).arguments
            try run(tool, ["generate", "--created-once-only"] + files + imported + kept, for: folder.name, in: package)
            Diagnostics.warning(folder.createdMessage)
        }
        if !found && unlisted.isEmpty {
            Diagnostics.warning(
                "mvvmgen: no *.screen.yaml file in \(names.isEmpty ? "any target" : names.joined(separator: ", "))"
            )
        }
    }

    private func run(_ tool: URL, _ arguments: [String], for target: String, in package: Package) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("mvvmgen failed for target \(target) (exit \(process.terminationStatus))")
            throw GenerateScreensError.failed(target: target)
        }
    }

    /// `--target NAME` where the package has no such target: SwiftPM's own error, or, when
    /// `Sources/NAME` holds screen files only, what to add so that it becomes a target.
    private func unknownTargets(_ names: [String], in package: Package) -> GenerateScreensError {
        let unlisted = UnlistedScreenFolders.find(in: package).filter { names.contains($0.name) }
        for folder in unlisted { Diagnostics.error(folder.message) }
        let others = names.filter { name in !unlisted.contains { $0.name == name } }
        if !others.isEmpty {
            let list = others.joined(separator: ", ")
            Diagnostics.error("mvvmgen: package \(package.displayName) has no target named \(list)")
        }
        return .unknownTargets(names)
    }
}

enum GenerateScreensError: Error, CustomStringConvertible {
    case failed(target: String)
    case unknownTargets([String])

    var description: String {
        switch self {
        case .failed(let target): "mvvmgen failed for target \(target); its errors are above"
        case .unknownTargets(let names): "no target named \(names.joined(separator: ", ")); see above"
        }
    }
}
