import Foundation

/// Writes a file so that a run killed at any moment leaves either the old or the new file:
/// a temporary file in the same folder, then a rename over the target. Plain system calls,
/// no sync to disk: the rename is what makes it atomic, and a build step must be quick.
enum AtomicFile {
    /// Writes `contents` to `path` (absolute), whose folder exists; `unique` tells apart
    /// the temporary files of one run.
    static func write(_ contents: String, to path: String, unique: Int) throws {
        let name = path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...]
        let folder = FilePath.folder(of: path)
        let temporary = "\(folder)/.\(name).mvvmgen-\(getpid())-\(unique).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var bytes = Array(contents.utf8)
        var written = 0
        let total = bytes.count
        let result: Int = bytes.withUnsafeMutableBytes { buffer in
            while written < total {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, total - written)
                if count < 0 { return -1 }
                written += count
            }
            return 0
        }
        close(descriptor)
        if result != 0 || rename(temporary, path) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            unlink(temporary)
            throw error
        }
    }
}
