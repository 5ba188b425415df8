import Foundation

/// Writes a file so that a run killed at any moment leaves either the old file or the new
/// one, never a torn or empty one: the bytes go to a temporary file in the same folder
/// first (an unnamed one, `UnnamedFile`, for a file made where none was). Plain system calls, no sync to disk: a build step must be quick. Every name is
/// relative to an `OutputFolder` held open, never a path looked up again.
enum AtomicFile {
    enum Outcome: Equatable {
        case written
        /// `create` found a file at the name: something made it during the run. Untouched.
        case alreadyThere
        /// A regenerated file lost its header during the run (a person saved over it). Untouched.
        case takenOver
        /// The same, and the person saved twice while mvvmgen looked: the newest save is put
        /// in place (when the system can still swap) and the other kept at this path.
        case takenOverKeepingAnother(String)
    }

    /// Replaces the file `name` by renaming over it: only for regenerated files, which the
    /// write plan has read and found to be mvvmgen's, or with --force.
    static func replace(_ contents: String, named name: String, in folder: OutputFolder, index: Int) throws {
        let temporary = try writeTemporary(contents, in: folder, index: index)
        if renameat(folder.descriptor, temporary, folder.descriptor, name) != 0 {
            throw failure(removing: temporary, in: folder)
        }
    }

    /// Replaces a regenerated file only if what it replaces is still mvvmgen's: the new
    /// bytes are swapped in, then the file swapped out is looked at, and swapped back when
    /// a person saved over it during the run. Where swapping is not available, the file is
    /// looked at just before an ordinary rename.
    static func replaceIfGenerated(
        _ contents: String,
        named name: String,
        in folder: OutputFolder,
        index: Int
    ) throws -> Outcome {
        let temporary = try writeTemporary(contents, in: folder, index: index, swap: true)
        let directory = folder.descriptor
        switch RenameExchange.swap(temporary, name, in: directory) {
        case .swapped:
            if FileProbe.holdsGeneratedFile(temporary, in: directory) {
                unlinkat(directory, temporary, 0)
                return .written
            }
            // A person's file, now at the temporary name: put it back as it was.
            if RenameExchange.swap(temporary, name, in: directory) != .swapped {
                if renameat(directory, temporary, directory, name) != 0 {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                return .takenOver
            }
            // What came back holds our bytes, unless the person saved again meanwhile:
            // that save is the newest, so it goes in place and the older one stays beside.
            if case .text(let back) = FileProbe.read(temporary, in: directory, limit: contents.utf8.count + 1),
                back == contents
            {
                unlinkat(directory, temporary, 0)
                return .takenOver
            }
            _ = RenameExchange.swap(temporary, name, in: directory)
            return .takenOverKeepingAnother(folder.display(temporary))
        case .failed(ENOENT):
            // Deleted during the run: made again, but never over a file that appeared.
            defer { unlinkat(directory, temporary, 0) }
            return linkat(directory, temporary, directory, name, 0) == 0 ? .written : .alreadyThere
        case .failed(let code):
            unlinkat(directory, temporary, 0)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        case .unsupported:
            guard FileProbe.holdsGeneratedFile(name, in: directory) else {
                unlinkat(directory, temporary, 0)
                return .takenOver
            }
            if renameat(directory, temporary, directory, name) != 0 { throw failure(removing: temporary, in: folder) }
            return .written
        }
    }

    /// Creates `name` only if nothing is there, never replacing what appeared meanwhile:
    /// `link(2)` of the complete temporary file fails with EEXIST when the name is taken.
    static func create(_ contents: String, named name: String, in folder: OutputFolder, index: Int) throws -> Outcome {
        switch try UnnamedFile.create(contents, named: name, in: folder.descriptor) {
        case .named?: return .written
        case .nameTaken?: return .alreadyThere
        case nil: break
        }
        let temporary = try writeTemporary(contents, in: folder, index: index)
        let directory = folder.descriptor
        defer { unlinkat(directory, temporary, 0) }
        if linkat(directory, temporary, directory, name, 0) == 0 { return .written }
        switch errno {
        case EEXIST:
            return .alreadyThere
        case EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK:
            // File systems without hard links (exFAT, SMB): a rename that refuses to replace
            // makes the complete file appear at once, as `link` does.
            switch RenameExchange.moveIfAbsent(temporary, to: name, in: directory) {
            case .swapped: return .written
            case .failed(EEXIST): return .alreadyThere
            case .failed(let code): throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            case .unsupported:
                // Neither (FUSE file systems without either): exclusive create, then the
                // bytes. Still never replaces a file, though a kill mid-write can leave
                // this one short.
                return try createExclusively(contents, named: name, in: directory)
            }
        default:
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Writes a temporary file in `folder` and returns its name. A swap temporary gets its
    /// name only once complete (a rename of the plain one): a leftover `.swap.tmp` then
    /// always holds a whole file, ours or the one swapped out, never the empty file of a
    /// run killed before writing.
    private static func writeTemporary(
        _ contents: String,
        in folder: OutputFolder,
        index: Int,
        swap: Bool = false
    ) throws -> String {
        let temporary = TemporaryFiles.name(index: index)
        let directory = folder.descriptor
        let descriptor = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = writeAll(contents, to: descriptor)
        let saved = errno
        close(descriptor)
        guard written else {
            unlinkat(directory, temporary, 0)
            throw POSIXError(POSIXErrorCode(rawValue: saved) ?? .EIO)
        }
        guard swap else { return temporary }
        let swapTemporary = TemporaryFiles.name(index: index, swap: true)
        if renameat(directory, temporary, directory, swapTemporary) != 0 {
            throw failure(removing: temporary, in: folder)
        }
        return swapTemporary
    }

    private static func createExclusively(_ contents: String, named name: String, in directory: Int32) throws -> Outcome
    {
        let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .alreadyThere }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { close(descriptor) }
        guard writeAll(contents, to: descriptor) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return .written
    }

    /// Writes every byte, from the string's own storage when it is contiguous (it is for
    /// the strings rendering makes), so 13 MB of output is not copied once more.
    static func writeAll(_ contents: String, to descriptor: Int32) -> Bool {
        func write(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
            var written = 0
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
        return contents.utf8.withContiguousStorageIfAvailable(write)
            ?? Array(contents.utf8).withUnsafeBufferPointer(write)
    }

    static func failure(removing temporary: String, in folder: OutputFolder) -> POSIXError {
        let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        unlinkat(folder.descriptor, temporary, 0)
        return error
    }
}
