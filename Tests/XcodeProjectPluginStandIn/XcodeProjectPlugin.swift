// A stand-in for Xcode's XcodeProjectPlugin module, which exists only inside Xcode: the
// declarations the build plugin uses, with Xcode's signatures, so that the plugin's
// `#if canImport(XcodeProjectPlugin)` code is type-checked on Linux too. Checked against
// XcodeProjectPlugin.swiftinterface (Xcode 14.1, mirrored in the gist
// ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9) for XcodeProject, XcodeTarget and XcodeProduct;
// `directoryURL`, `pluginWorkDirectoryURL` and `FileList` are Xcode 16's URL-based API.
// The dependency enum is resilient there, so a switch over it needs `@unknown default`;
// this stand-in is compiled with library evolution for the same reason.
import Foundation
@_exported import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodeProject {
    public let displayName: String
    public let directoryURL: URL
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: type-checking only")
    }
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let product: XcodeProduct?
    public let dependencies: [XcodeTargetDependency]
    public let inputFiles: FileList
}

public struct XcodeProduct {
    public typealias ID = String
    public let id: ID
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}
