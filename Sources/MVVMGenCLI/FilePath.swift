import Foundation
import MVVMGenCore

/// Absolute, standardized file paths as plain strings: every output file's path is joined,
/// split and shown, and URL operations cost more than the rest of a big run's bookkeeping
/// (the first `standardizedFileURL` of a run alone costs a million instructions).
enum FilePath {
    /// `folder/relative`, standardized.
    static func join(_ folder: String, _ relative: String) -> String {
        let joined =
            folder.utf8.last == UInt8(ascii: "/")
            ? Concatenation.join(folder, relative) : Concatenation.join(folder, "/", relative)
        return isPlain(joined) ? joined : standardized(joined)
    }

    /// No empty, `.` or `..` component after a slash: what `standardized` would leave as it
    /// is, but for making a relative path absolute. Bytes, not Foundation's `contains`: a
    /// run joins a path for every file it writes.
    private static func isPlain(_ path: String) -> Bool {
        // Over the bytes in place: an iterator over a long path costs several times more.
        path.utf8.withContiguousStorageIfAvailable(isPlain) ?? isPlain(path.utf8)
    }

    private static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        var component = 0  // bytes since the last slash
        var dots = 0
        var afterSlash = false
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if afterSlash && (component == 0 || dots == component && dots <= 2) { return false }
                (afterSlash, component, dots) = (true, 0, 0)
            } else {
                component += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(afterSlash && (component == 0 || dots == component && dots <= 2))
    }

    /// `path` made absolute against the current folder and standardized as
    /// `URL.standardizedFileURL.path` is: no empty, `.` or `..` component, no trailing
    /// slash; symbolic links are not resolved.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentFolder + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        var result = ""
        // `"/" + part` is the generic `+`, whose first use looks up a conformance by scanning
        // every record of the binary: a tenth of a millisecond of every run.
        for part in parts {
            result.append("/")
            result.append(contentsOf: part)
        }
        return result.isEmpty ? "/" : result
    }

    /// The last component of a standardized path.
    static func name(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder of `path`; `/` for the root and what is directly in it.
    static func folder(of path: String) -> String {
        guard let slash = lastSlash(in: path), slash > path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether `path` is directly in `folder` (`FilePath.folder(of: path) == folder`),
    /// compared without making the folder's string, byte for byte as the file system
    /// compares names (every output file's path is compared with the one before).
    static func isDirectly(in folder: String, _ path: String) -> Bool {
        guard let slash = lastSlash(in: path), slash > path.startIndex else { return folder == "/" }
        let length = path.utf8.distance(from: path.utf8.startIndex, to: slash)
        guard length == folder.utf8.count else { return false }
        let equal = path.utf8.withContiguousStorageIfAvailable { pathBytes in
            folder.utf8.withContiguousStorageIfAvailable { folderBytes in
                length == 0 || memcmp(pathBytes.baseAddress!, folderBytes.baseAddress!, length) == 0
            }
        }
        return (equal ?? nil) ?? path.utf8[..<slash].elementsEqual(folder.utf8)
    }

    /// The last `/`, found in bytes as the file system splits a path (a search by
    /// `Character` costs more than the rest of placing a file).
    static func lastSlash(in path: String) -> String.Index? {
        // Over the string's own bytes: `UTF8View.lastIndex(of:)` steps an index per byte.
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = bytes.count
            while offset > 0 {
                offset -= 1
                if bytes[offset] == UInt8(ascii: "/") { return offset }
            }
            return nil
        }
        guard let found else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
        return found.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// `path` relative to the current folder when inside it, else as is: for messages.
    static func display(_ path: String) -> String {
        // In bytes: `dropFirst` on a `String` counts characters.
        path.hasPrefix(currentFolder) ? String(Substring(path.utf8.dropFirst(currentFolder.utf8.count))) : path
    }

    /// Asked once: a run prints a line per file.
    private static let currentFolder: String = {
        let current = FileManager.default.currentDirectoryPath
        return current.hasSuffix("/") ? current : current + "/"
    }()

    /// `path` relative to `folder` (both absolute and standardized): `Top.screen.yaml`,
    /// `Screens/Top.screen.yaml` or `../Screens/Top.screen.yaml`.
    static func relative(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let base = folder.split(separator: "/", omittingEmptySubsequences: true)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        // Appended one by one: `joined(separator:)` looks up a conformance at run time.
        var relative = ""
        for part in Array(repeating: "..", count: base.count - common) + target[common...].map(String.init) {
            relative += relative.isEmpty ? part : "/" + part
        }
        return relative
    }
}
