import ArgumentParser
import Foundation
import MVVMGenCore

/// Finds the `mvvmgen.yml` that applies to a screen file: the nearest one in the file's
/// folder or a parent, up to the package root (the first folder with a Package.swift).
enum ConfigurationLocator {
    struct Found {
        var configuration: Configuration
        /// The file it came from; nil when none exists and the defaults apply.
        var file: URL?

        /// A path from the configuration, resolved against the configuration's folder.
        func resolve(_ path: String?) -> URL? {
            guard let path else { return nil }
            let base = file?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        }
    }

    /// The configuration for `input`, or for `explicit` when `--config` names one.
    static func configuration(for input: String, explicit: String?) throws -> Found {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw Diagnostics.fail(
                    "no configuration file at '\(explicit)': add a \(Configuration.fileName) there, or drop --config",
                    code: ExitCodes.ioError)
            }
            return try load(URL(fileURLWithPath: explicit))
        }
        var folder = URL(fileURLWithPath: input).standardizedFileURL.deletingLastPathComponent()
        while true {
            if let file = try configurationFile(in: folder) { return try load(file) }
            let isPackageRoot = FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            let parent = folder.deletingLastPathComponent()
            if isPackageRoot || parent.path == folder.path { return Found(configuration: Configuration(), file: nil) }
            folder = parent
        }
    }

    /// `folder/mvvmgen.yml` if present. A look-alike name (`mvvmgen.yaml`, `.mvvmgen.yml`)
    /// is an error rather than silently ignored or silently read.
    static func configurationFile(in folder: URL) throws -> URL? {
        let file = folder.appendingPathComponent(Configuration.fileName)
        let exists = FileManager.default.fileExists(atPath: file.path)
        for name in Configuration.lookalikeNames {
            let lookalike = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: lookalike.path) else { continue }
            let advice = exists
                ? "two configuration files in '\(folder.path)': keep \(Configuration.fileName) and remove \(name)"
                : "found '\(lookalike.path)', but mvvmgen reads only \(Configuration.fileName): rename it to \(Configuration.fileName)"
            throw Diagnostics.fail(advice, code: ExitCodes.invalidInput)
        }
        return exists ? file : nil
    }

    static func load(_ file: URL) throws -> Found {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Diagnostics.fail("cannot read '\(file.path)'", code: ExitCodes.ioError)
        }
        let input = InputFile(path: DisplayPath.relative(file.standardizedFileURL.path), text: String(decoding: data, as: UTF8.self))
        do {
            return Found(configuration: try Configuration.parse(input), file: file)
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(ExitCodes.invalidInput)
        }
    }
}
