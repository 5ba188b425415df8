// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode: the
// declarations the build plugin uses, with Xcode's signatures, so that the plugin's
// `#if canImport(XcodeProjectPlugin)` code is type-checked on Linux too.
import Foundation
@_exported import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodeProject {
    public var displayName: String
    public var directoryURL: URL
}

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject
    public var pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: type-checking only")
    }
}

public struct XcodeTarget {
    public var displayName: String
    public var inputFiles: FileList
}
