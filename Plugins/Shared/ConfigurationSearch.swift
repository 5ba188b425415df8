import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a screen file's `mvvmgen.yml` is found, compiled into both the CLI and the build
/// plugin (through the `Shared` symlinks), so the two can never disagree: the nearest one
/// from the screen file's folder up, stopping at the project root (the first folder that
/// holds a Package.swift or an .xcodeproj) or at `/`.
///
/// Only your own files and root's count: another user's `mvvmgen.yml` in a folder above
/// yours (a shared /tmp) would put their templates into your code, so it is passed over
/// and reported, and their look-alikes are ignored (git refuses repositories of other
/// owners for the same reason).
enum ConfigurationSearch {
    static let fileName = "mvvmgen.yml"
    /// Names that would be confusing next to `fileName`: reported, never read.
    static let lookalikeNames = ["mvvmgen.yaml", ".mvvmgen.yml", ".mvvmgen.yaml"]

    /// A look-alike configuration name, which is an error rather than silently ignored.
    struct Lookalike: Error {
        var message: String
    }

    /// What a search found: the file that applies, and other users' configuration files
    /// it passed over on the way.
    struct Found {
        var file: String?
        var othersFiles: [String] = []
    }

    /// The configuration file that applies to files in `folder` (an absolute path), or nil.
    static func configurationFile(from folder: String) throws(Lookalike) -> String? {
        try search(from: folder).file
    }

    /// Folders are listed (for an .xcodeproj) only once a configuration or a look-alike is
    /// found above them: most searches find none, and listing a crowded folder such as /tmp
    /// took longer than generating a screen.
    static func search(from folder: String) throws(Lookalike) -> Found {
        // Folders searched so far, nearest first; none holds a Package.swift.
        var below: [String] = []
        var folder = folder
        var othersFiles: [String] = []
        while true {
            let file: String?
            do {
                file = try configurationFile(in: folder, othersFiles: &othersFiles)
            } catch {
                // Beyond the project's root, a look-alike is none of this project's business.
                if below.contains(where: hasXcodeProject) { return Found(othersFiles: othersFiles) }
                throw error
            }
            if let file {
                return Found(file: below.contains(where: hasXcodeProject) ? nil : file, othersFiles: othersFiles)
            }
            if folder == "/" || FileManager.default.fileExists(atPath: join(folder, "Package.swift")) {
                return Found(othersFiles: othersFiles)
            }
            below.append(folder)
            folder = parent(of: folder)
        }
    }

    /// `folder/mvvmgen.yml` if present and yours (or root's); another user's is added to
    /// `othersFiles` instead.
    static func configurationFile(in folder: String, othersFiles: inout [String]) throws(Lookalike) -> String? {
        let file = join(folder, fileName)
        let found = presence(of: file)
        switch found {
        case .others:
            othersFiles.append(file)
            return nil
        case .dangling:
            // A link that leads nowhere would otherwise be no configuration, in silence.
            throw Lookalike(
                message: "'\(file)' is a link that leads nowhere (dangling, or a loop): fix it or remove it"
            )
        case .none, .yours:
            break
        }
        for name in lookalikeNames where presence(of: join(folder, name)) == .yours {
            throw Lookalike(
                message: found == .yours
                    ? "two configuration files in '\(folder)': keep \(fileName) and remove \(name)"
                    : "found '\(join(folder, name))', but mvvmgen reads only \(fileName): rename it to \(fileName)"
            )
        }
        return found == .yours ? file : nil
    }

    /// What stands at a configuration file's path, looked at once (`lstat`, and `stat`
    /// through a link). Only the running user's and root's count: another user's file, or
    /// link to one, is `others`.
    enum Presence: Equatable { case none, yours, others, dangling }

    static func presence(of path: String) -> Presence {
        var entry = stat()
        guard lstat(path, &entry) == 0 else { return .none }
        let me = geteuid()
        let trusted = { (owner: uid_t) in owner == me || owner == 0 }
        if !trusted(entry.st_uid) { return .others }
        guard entry.st_mode & S_IFMT == S_IFLNK else { return .yours }
        var target = stat()
        guard stat(path, &target) == 0 else { return .dangling }
        return trusted(target.st_uid) ? .yours : .others
    }

    static func hasXcodeProject(_ folder: String) -> Bool {
        containsEntry(in: folder, endingWith: ".xcodeproj")
    }

    /// Reads the folder with readdir(3) and compares bytes: FileManager makes a Swift
    /// string and casts an attribute per entry, which in a crowded folder such as /tmp
    /// cost more than a whole one-screen generation.
    static func containsEntry(in folder: String, endingWith suffix: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        let suffix = Array(suffix.utf8)
        while let entry = readdir(directory) {
            let matches = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                return length >= suffix.count && bytes[(length - suffix.count)..<length].elementsEqual(suffix)
            }
            if matches { return true }
        }
        return false
    }

    static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/"), slash > folder.startIndex else { return "/" }
        return String(folder[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
