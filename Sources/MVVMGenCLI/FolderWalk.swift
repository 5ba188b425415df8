import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is under a folder, read with readdir(3): FileManager's enumerator makes a URL per
/// entry, and the first URL of a run costs more than rendering a screen.
enum FolderWalk {
    /// Paths relative to `folder` of everything under it but folders, depth first. Symbolic
    /// links are listed, never followed; a folder that cannot be read adds nothing.
    static func entries(under folder: String) -> [String] {
        var entries: [String] = []
        walk(folder, prefix: "", into: &entries)
        return entries
    }

    /// The names of what is directly in `folder` but folders.
    static func entries(in folder: String) -> [String] {
        var entries: [String] = []
        walk(folder, prefix: "", into: &entries, deep: false)
        return entries
    }

    private static func walk(_ folder: String, prefix: String, into entries: inout [String], deep: Bool = true) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isFolder =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): true
                case Int32(DT_UNKNOWN): FileProbe.kind(of: path) == .folder
                default: false
                }
            if isFolder {
                if deep { walk(path, prefix: prefix + name + "/", into: &entries) }
            } else {
                entries.append(prefix + name)
            }
        }
    }
}
