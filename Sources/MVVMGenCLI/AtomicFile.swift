import Foundation

/// Writes a file so that a run killed at any moment leaves either the old file or the new
/// one, never a torn or empty one: the bytes go to a temporary file in the same folder
/// first. Plain system calls, no sync to disk: a build step must be quick.
enum AtomicFile {
    enum Outcome: Equatable {
        case written
        /// `create` found a file at the path: something made it during the run. Untouched.
        case alreadyThere
        /// A regenerated file lost its header during the run (a person saved over it). Untouched.
        case takenOver
        /// The same, and the person saved twice while mvvmgen looked: the newest save is put
        /// in place (when the system can still swap) and the other kept at this path.
        case takenOverKeepingAnother(String)
    }

    /// Replaces the file at `path` (absolute, its folder exists) by renaming over it: only
    /// for regenerated files, which the write plan has read and found to be mvvmgen's.
    static func replace(_ contents: String, at path: String, index: Int) throws {
        let temporary = try writeTemporary(contents, near: path, index: index)
        if rename(temporary, path) != 0 { throw failure(removing: temporary) }
    }

    /// Replaces a regenerated file only if what it replaces is still mvvmgen's: the new
    /// bytes are swapped in, then the file swapped out is looked at, and swapped back when
    /// a person saved over it during the run. Where swapping is not available, the file is
    /// looked at just before an ordinary rename.
    static func replaceIfGenerated(
        _ contents: String,
        at path: String,
        index: Int,
        isGenerated: (String) -> Bool
    ) throws -> Outcome {
        let temporary = try writeTemporary(contents, near: path, index: index, swap: true)
        switch RenameExchange.swap(temporary, path) {
        case .swapped:
            if isGenerated(temporary) {
                unlink(temporary)
                return .written
            }
            // A person's file, now at the temporary name: put it back as it was.
            if RenameExchange.swap(temporary, path) != .swapped {
                if rename(temporary, path) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                return .takenOver
            }
            // What came back holds our bytes, unless the person saved again meanwhile:
            // that save is the newest, so it goes in place and the older one stays beside.
            if case .text(let back) = FileProbe.read(temporary, limit: contents.utf8.count + 1), back == contents {
                unlink(temporary)
                return .takenOver
            }
            _ = RenameExchange.swap(temporary, path)
            return .takenOverKeepingAnother(temporary)
        case .failed(ENOENT):
            // Deleted during the run: made again, but never over a file that appeared.
            defer { unlink(temporary) }
            return link(temporary, path) == 0 ? .written : .alreadyThere
        case .failed(let code):
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        case .unsupported:
            guard isGenerated(path) else {
                unlink(temporary)
                return .takenOver
            }
            if rename(temporary, path) != 0 { throw failure(removing: temporary) }
            return .written
        }
    }

    /// Removes a regenerated file no screen makes any more, only if it is still mvvmgen's:
    /// it is moved to a temporary name first and looked at there, so a person's save in
    /// between is put back, never deleted. False when it was put back (or kept beside a
    /// file that appeared at its name, at the returned temporary path).
    static func removeIfGenerated(
        _ path: String,
        index: Int,
        isGenerated: (String) -> Bool
    ) throws -> (removed: Bool, keptAt: String?) {
        let temporary = TemporaryFiles.path(in: FilePath.folder(of: path), index: index, swap: true)
        if rename(path, temporary) != 0 {
            if errno == ENOENT { return (false, nil) }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        if isGenerated(temporary) {
            unlink(temporary)
            return (true, nil)
        }
        switch RenameExchange.moveIfAbsent(temporary, to: path) {
        case .swapped: return (false, nil)
        case .failed(EEXIST): return (false, temporary)
        case .failed, .unsupported:
            if link(temporary, path) == 0 {
                unlink(temporary)
                return (false, nil)
            }
            return (false, temporary)
        }
    }

    /// Creates `path` only if nothing is there, never replacing what appeared meanwhile:
    /// `link(2)` of the complete temporary file fails with EEXIST when the name is taken.
    static func create(_ contents: String, at path: String, index: Int) throws -> Outcome {
        let temporary = try writeTemporary(contents, near: path, index: index)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return .written }
        switch errno {
        case EEXIST:
            return .alreadyThere
        case EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK:
            // File systems without hard links (exFAT, SMB): a rename that refuses to replace
            // makes the complete file appear at once, as `link` does.
            switch RenameExchange.moveIfAbsent(temporary, to: path) {
            case .swapped: return .written
            case .failed(EEXIST): return .alreadyThere
            case .failed(let code): throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            case .unsupported:
                // Neither (FUSE file systems without either): exclusive create, then the
                // bytes. Still never replaces a file, though a kill mid-write can leave
                // this one short.
                return try createExclusively(contents, at: path)
            }
        default:
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// A swap temporary gets its name only once complete (a rename of the plain one): a
    /// leftover `.swap.tmp` then always holds a whole file, ours or the one swapped out,
    /// never the empty file of a run killed before writing.
    private static func writeTemporary(
        _ contents: String,
        near path: String,
        index: Int,
        swap: Bool = false
    ) throws -> String {
        let folder = FilePath.folder(of: path)
        let temporary = TemporaryFiles.path(in: folder, index: index)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = writeAll(contents, to: descriptor)
        let saved = errno
        close(descriptor)
        guard written else {
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: saved) ?? .EIO)
        }
        guard swap else { return temporary }
        let swapTemporary = TemporaryFiles.path(in: folder, index: index, swap: true)
        if rename(temporary, swapTemporary) != 0 { throw failure(removing: temporary) }
        return swapTemporary
    }

    private static func createExclusively(_ contents: String, at path: String) throws -> Outcome {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .alreadyThere }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { close(descriptor) }
        guard writeAll(contents, to: descriptor) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return .written
    }

    private static func writeAll(_ contents: String, to descriptor: Int32) -> Bool {
        var bytes = Array(contents.utf8)
        let total = bytes.count
        return bytes.withUnsafeMutableBytes { buffer in
            var written = 0
            while written < total {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, total - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }

    private static func failure(removing temporary: String) -> POSIXError {
        let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        unlink(temporary)
        return error
    }
}
