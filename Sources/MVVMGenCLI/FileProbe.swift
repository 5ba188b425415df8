import Foundation
import MVVMGenCore

/// What stands at a path, asked once with `lstat(2)` (a symbolic link is reported as one,
/// never followed), and the one way mvvmgen reads an output file: regular files only, so a
/// FIFO, socket or device at an output path is never opened and nothing hangs, and never
/// more than a cap the caller gives, so a huge file costs no memory.
enum FileProbe {
    enum Kind: Equatable {
        case missing
        case regular
        case folder
        case symbolicLink
        /// A FIFO, socket or device, named for messages.
        case special(String)
        /// `lstat` failed for another reason (a folder on the way cannot be searched): the
        /// path may exist, so it is treated as existing.
        case unknown(Int32)
    }

    static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown(errno)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .special("a FIFO")
        case S_IFSOCK: return .special("a socket")
        case S_IFCHR, S_IFBLK: return .special("a device")
        default: return .special("a special file")
        }
    }

    /// `kind(of:)` of each path, in order. A folder that does not exist (a first run)
    /// answers for all its files with one `lstat`; the other paths are looked at on every core.
    static func kinds(of paths: [String]) -> [Kind] {
        // A run's paths share a few folders, often one after another.
        var folders: [(folder: Substring, missing: Bool)] = []
        var last: (folder: Substring, missing: Bool)?
        let folderMissing = paths.map { path -> Bool in
            guard let slash = FilePath.lastSlash(in: path), slash != path.startIndex else { return false }
            let folder = path[..<slash]
            if let last, last.folder == folder { return last.missing }
            let known = folders.first { $0.folder == folder }
            let missing = known?.missing ?? (kind(of: String(folder)) == .missing)
            if known == nil { folders.append((folder, missing)) }
            last = (folder, missing)
            return missing
        }
        return Parallel.map(
            count: paths.count,
            minimumPerWorker: 256,
            makeState: {},
            transform: { _, index in folderMissing[index] ? .missing : kind(of: paths[index]) }
        )
    }

    enum Contents {
        case text(String)
        /// Not opened or not read: the reason, in plain words.
        case unreadable(String)
        /// Larger than the reader's cap, so not read: its size in bytes.
        case tooLarge(Int)
    }

    /// Whether the file at `path` (relative to the folder open at `directory`, if given)
    /// begins with the mvvmgen header (only its head is read).
    static func holdsGeneratedFile(_ path: String, in directory: Int32 = AT_FDCWD) -> Bool {
        guard case .text(let head) = read(path, in: directory, limit: 512) else { return false }
        return GeneratedHeader.isGenerated(head)
    }

    /// The first `limit` bytes of the regular file at `path` (relative to the folder open
    /// at `directory`, if given): for a header, never the whole of a file someone else may
    /// have made huge.
    static func read(_ path: String, in directory: Int32 = AT_FDCWD, limit: Int) -> Contents {
        contents(of: path, in: directory, limit: limit, refusingLarger: false)
    }

    /// The whole text of the regular file at `path` when it holds at most `cap` bytes; a
    /// larger one is refused unread (`.tooLarge`), so a huge file at an output path costs
    /// neither memory nor time.
    static func read(_ path: String, in directory: Int32 = AT_FDCWD, atMost cap: Int) -> Contents {
        contents(of: path, in: directory, limit: cap, refusingLarger: true)
    }

    /// Opened without following a link and without blocking, then checked to be a regular
    /// file, so a file swapped for a FIFO after `kind(of:)` still cannot hang the run.
    private static func contents(of path: String, in directory: Int32, limit: Int, refusingLarger: Bool) -> Contents {
        let descriptor = openat(directory, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(FileSystemError.describe(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .unreadable("it is not a regular file")
        }
        if refusingLarger, Int(status.st_size) > limit { return .tooLarge(Int(status.st_size)) }
        // One byte past a cap, to see a file that grew past it while read.
        let wanted = refusingLarger ? limit + 1 : limit
        // Sized by fstat (one byte more, to see the end at once); a file that grows while
        // read is read on in further chunks.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(1, min(wanted, Int(status.st_size) + 1, 1 << 24)))
        while bytes.count < wanted {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(FileSystemError.describe(errno: errno))
            }
            if count == 0 { break }
            bytes += chunk[..<min(count, wanted - bytes.count)]
        }
        if refusingLarger, bytes.count > limit { return .tooLarge(bytes.count) }
        return .text(String(decoding: bytes, as: UTF8.self))
    }

    /// `path` with every link in its longest existing prefix resolved, the rest appended as
    /// written: where a write to `path` would really land, before the folders exist.
    static func resolved(_ path: String) -> String {
        var existing = path
        var rest: [Substring] = []
        while existing != "/" {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                var resolved = base
                for index in stride(from: rest.count - 1, through: 0, by: -1) {
                    resolved = FilePath.join(resolved, String(rest[index]))
                }
                return resolved
            }
            let slash = FilePath.lastSlash(in: existing) ?? existing.startIndex
            rest.append(existing[existing.index(after: slash)...])
            existing = FilePath.folder(of: existing)
        }
        return path
    }
}
