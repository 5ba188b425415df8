import Foundation
import MVVMGenCore

/// Finds and reads the `mvvmgen.yml` that applies to a screen file (`ConfigurationSearch`
/// says which one, the same way the build plugin does).
enum ConfigurationLocator {
    struct Found {
        var configuration: Configuration
        /// The file it came from (absolute, standardized); nil when none exists and the
        /// defaults apply.
        var file: String?
        /// Other users' configuration files passed over (`ConfigurationSearch`).
        var othersFiles: [String] = []

        /// A warning for each configuration file passed over because another user owns it.
        var othersFilesWarnings: [Diagnostic] {
            othersFiles.map { file in
                Diagnostic(
                    .warning,
                    at: nil,
                    "'\(FilePath.display(file))' is not applied: another user owns it, and their templates would become your code; if you trust it, pass --config '\(FilePath.display(file))'"
                )
            }
        }

        /// A path from the configuration, resolved against the configuration's folder.
        func resolve(_ path: String?) -> String? {
            guard let path else { return nil }
            guard !path.hasPrefix("/"), let file else { return FilePath.standardized(path) }
            return FilePath.standardized(FilePath.folder(of: file) + "/" + path)
        }
    }

    /// The configuration for `input`, or for `explicit` when `--config` names one.
    static func configuration(for input: String, explicit: String?) throws(DiagnosticsError) -> Found {
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw .fileSystem(
                    "no configuration file at '\(explicit)': add a \(Configuration.fileName) there, or drop --config"
                )
            }
            return try load(FilePath.standardized(explicit))
        }
        let folder = FilePath.folder(of: FilePath.standardized(input))
        let search: ConfigurationSearch.Found
        do {
            search = try ConfigurationSearch.search(from: folder)
        } catch {
            throw DiagnosticsError([.error(error.message, at: nil)])
        }
        guard let file = search.file else {
            return Found(configuration: Configuration(), file: nil, othersFiles: search.othersFiles)
        }
        var found = try load(FilePath.standardized(file))
        found.othersFiles = search.othersFiles
        return found
    }

    /// `file` is absolute and standardized.
    static func load(_ file: String) throws(DiagnosticsError) -> Found {
        let shown = FilePath.display(file)
        // Size first: a huge file is refused without being read.
        var status = stat()
        if stat(file, &status) == 0,
            let tooLarge = YAMLLoader.tooLarge(shown, size: Int(status.st_size), kind: "configuration")
        {
            throw DiagnosticsError([tooLarge])
        }
        guard status.st_mode & S_IFMT == S_IFREG,
            case .text(let text) = FileProbe.read(file, atMost: YAMLLoader.maximumBytes)
        else {
            throw .fileSystem("cannot read '\(shown)': it is not a readable regular file")
        }
        let input = InputFile(path: shown, text: text)
        return Found(configuration: try Configuration.parse(input), file: file)
    }
}
