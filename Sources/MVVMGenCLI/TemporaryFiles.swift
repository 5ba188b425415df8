import Foundation
import MVVMGenCore

/// The temporary files writes go through: `.mvvmgen-<pid>-<random>-<n>.tmp`, unique across
/// runs (a later run that gets a killed run's pid picks another random part) and short,
/// so they fit wherever the final name fits. Leftovers of killed runs are removed by the
/// next run that writes into the same folder.
enum TemporaryFiles {
    static let prefix = ".mvvmgen-"
    static let suffix = ".tmp"
    /// Chosen once per run.
    private static let runTag = "\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    /// A temporary file of a live run is removed anyway once this old: no run takes that
    /// long to write one file, and the pid may have been reused.
    static let abandonedAfter: TimeInterval = 600

    /// Temporary files swapped with a regenerated file (`AtomicFile.replaceIfGenerated`):
    /// after a swap one holds the file it replaced, which may be a person's if the run was
    /// killed before swapping back. A leftover of these is removed only with the header.
    static let swapSuffix = ".swap" + suffix

    /// The name of this run's temporary file number `index`.
    static func name(index: Int, swap: Bool = false) -> String {
        "\(prefix)\(runTag)-\(index)\(swap ? swapSuffix : suffix)"
    }

    /// Removes the temporary files in `folder` left by runs that are no longer running,
    /// and those of older versions (`.<name>.mvvmgen-<pid>-<n>.tmp`). Failures are ignored:
    /// a leftover is only clutter, never a reason to fail.
    /// Returns the swap leftovers it kept because they are not mvvmgen's: each holds a file
    /// a killed run had swapped out of its place, which the person should look at.
    @discardableResult
    static func removeLeftovers(in folder: OutputFolder) -> [String] {
        var kept: [String] = []
        let listed = dup(folder.descriptor)
        guard listed >= 0 else { return [] }
        guard let directory = fdopendir(listed) else {
            close(listed)
            return []
        }
        defer { closedir(directory) }
        // The listing starts at the beginning whoever read the descriptor before.
        rewinddir(directory)
        let now = Date().timeIntervalSince1970
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard let pid = leftoverPID(name) else { continue }
            var status = stat()
            guard pid != getpid(), fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
                status.st_mode & S_IFMT == S_IFREG
            else { continue }
            let age = now - modificationSeconds(status)
            guard !isRunning(pid) || age > abandonedAfter else { continue }
            if name.hasSuffix(swapSuffix), !FileProbe.holdsGeneratedFile(name, in: folder.descriptor) {
                kept.append(folder.display(name))
                continue
            }
            unlinkat(folder.descriptor, name, 0)
        }
        return kept
    }

    /// The pid in the name of a temporary file of mvvmgen's, or nil for any other name:
    /// exactly `.mvvmgen-<pid>-<tag>-<n>.tmp` (or `.swap.tmp`), or an older version's
    /// `.<name>.mvvmgen-<pid>-<n>.tmp`. A person's `.my-mvvmgen-notes.tmp` is not one.
    static func leftoverPID(_ name: String) -> Int32? {
        let isDigits = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        if name.hasPrefix(prefix) {
            let ending = name.hasSuffix(swapSuffix) ? swapSuffix : suffix
            guard name.hasSuffix(ending), name.count > prefix.count + ending.count else { return nil }
            let parts = name.dropFirst(prefix.count).dropLast(ending.count).split(
                separator: "-",
                omittingEmptySubsequences: false
            )
            guard parts.count == 3, isDigits(parts[0]), isDigits(parts[2]),
                !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
            else { return nil }
            return Int32(parts[0])
        }
        guard name.hasPrefix("."), name.hasSuffix(suffix),
            let marker = name.range(of: ".mvvmgen-", options: .backwards),
            marker.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        let parts = name[marker.upperBound...].dropLast(suffix.count).split(
            separator: "-",
            omittingEmptySubsequences: false
        )
        guard parts.count == 2, isDigits(parts[0]), isDigits(parts[1]) else { return nil }
        return Int32(parts[0])
    }

    private static func modificationSeconds(_ status: stat) -> TimeInterval {
        #if canImport(Darwin)
        TimeInterval(status.st_mtimespec.tv_sec)
        #else
        TimeInterval(status.st_mtim.tv_sec)
        #endif
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
