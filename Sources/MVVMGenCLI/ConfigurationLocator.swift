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
            let base =
                file?.deletingLastPathComponent() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        }
    }

    /// The configuration for `input`, or for `explicit` when `--config` names one.
    static func configuration(for input: String, explicit: String?) throws -> Found {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw Diagnostics.fail(
                    "no configuration file at '\(explicit)': add a \(Configuration.fileName) there, or drop --config",
                    code: ExitCodes.ioError
                )
            }
            return try load(URL(fileURLWithPath: explicit))
        }
        // Folders as strings: this runs on every build, and each URL operation costs.
        var folder = FilePath.folder(of: URL(fileURLWithPath: input).standardizedFileURL.path)
        while true {
            if let file = try configurationFile(in: folder) { return try load(URL(fileURLWithPath: file)) }
            let isPackageRoot = FileManager.default.fileExists(atPath: FilePath.join(folder, "Package.swift"))
            if isPackageRoot || folder == "/" { return Found(configuration: Configuration(), file: nil) }
            folder = FilePath.folder(of: folder)
        }
    }

    /// `folder/mvvmgen.yml` if present. A look-alike name (`mvvmgen.yaml`, `.mvvmgen.yml`)
    /// is an error rather than silently ignored or silently read.
    static func configurationFile(in folder: String) throws -> String? {
        let file = FilePath.join(folder, Configuration.fileName)
        let exists = FileManager.default.fileExists(atPath: file)
        for name in Configuration.lookalikeNames {
            let lookalike = FilePath.join(folder, name)
            guard FileManager.default.fileExists(atPath: lookalike) else { continue }
            let advice =
                exists
                ? "two configuration files in '\(folder)': keep \(Configuration.fileName) and remove \(name)"
                : "found '\(lookalike)', but mvvmgen reads only \(Configuration.fileName): rename it to \(Configuration.fileName)"
            throw Diagnostics.fail(advice, code: ExitCodes.invalidInput)
        }
        return exists ? file : nil
    }

    static func load(_ file: URL) throws -> Found {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw Diagnostics.fail("cannot read '\(file.path)'", code: ExitCodes.ioError)
        }
        let input = InputFile(
            path: FilePath.display(file.standardizedFileURL.path),
            text: String(decoding: data, as: UTF8.self)
        )
        do {
            return Found(configuration: try Configuration.parse(input), file: file)
        } catch {
            Diagnostics.print(error.diagnostics)
            throw ExitCode(ExitCodes.invalidInput)
        }
    }
}
