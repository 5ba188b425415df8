import Foundation
import PackagePlugin

/// `swift package generate-screens [--target NAME…] [mvvmgen options]`: regenerates every
/// screen of the chosen targets (all by default) into the source tree, for teams that
/// commit generated code. Regenerated files are rewritten, created-once files made when
/// missing, exactly as `mvvmgen FILE…` does; other options (`--prune`, `--dry-run`,
/// `--force`) are passed on.
@main
struct GenerateScreens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "mvvmgen").url
        var found = false
        for case let target as SourceModuleTarget in targets {
            let screens = screenFiles(in: target.directoryURL)
            guard !screens.isEmpty else { continue }
            found = true
            print("mvvmgen: target \(target.name)")
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate"] + screens.map(\.path).sorted() + extractor.remainingArguments
            process.currentDirectoryURL = context.package.directoryURL
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("mvvmgen failed for target \(target.name) (exit \(process.terminationStatus))")
                throw GenerateScreensError.failed(target: target.name)
            }
        }
        if !found {
            Diagnostics.warning(
                "mvvmgen: no *.screen.yaml file in \(names.isEmpty ? "any target" : names.joined(separator: ", "))"
            )
        }
    }
}

/// Every `*.screen.yaml` under a target's folder, including excluded ones: a target whose
/// generated code is committed usually excludes its YAML from the build.
func screenFiles(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var screens: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
        if url.lastPathComponent.hasSuffix(".screen.yaml") { screens.append(url) }
    }
    return screens
}

enum GenerateScreensError: Error, CustomStringConvertible {
    case failed(target: String)

    var description: String {
        switch self {
        case .failed(let target): "mvvmgen failed for target \(target); its errors are above"
        }
    }
}
