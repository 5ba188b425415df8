import Foundation

/// Swaps two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`, macOS
/// `renameatx_np(RENAME_SWAP)`), so a regenerated file can be replaced and what it replaced
/// looked at afterwards: nothing can slip in between a check and a rename.
enum RenameExchange {
    enum Result: Equatable {
        /// Swapped, or moved.
        case swapped
        /// The system or file system cannot swap; the caller falls back.
        case unsupported
        case failed(Int32)
    }

    /// Swaps the names `first` and `second` of the folder open at `directory`.
    static func swap(_ first: String, _ second: String, in directory: Int32) -> Result {
        rename(first, second, in: directory, .exchange)
    }

    /// Renames `source` to `destination` only if nothing is there (`RENAME_NOREPLACE`,
    /// macOS `RENAME_EXCL`): `.failed(EEXIST)` when a file is. For file systems without
    /// hard links (exFAT, SMB), where `link(2)` cannot make a complete file appear at once.
    static func moveIfAbsent(_ source: String, to destination: String, in directory: Int32) -> Result {
        rename(source, destination, in: directory, .noReplace)
    }

    private enum Mode { case exchange, noReplace }

    private static func rename(_ source: String, _ destination: String, in directory: Int32, _ mode: Mode) -> Result {
        #if os(Linux)
        let flags = mode == .exchange ? renameExchange : renameNoReplace
        let status = renameat2(directory, source, directory, destination, flags)
        #elseif canImport(Darwin)
        let flags = mode == .exchange ? UInt32(RENAME_SWAP) : UInt32(RENAME_EXCL)
        let status = renameatx_np(directory, source, directory, destination, flags)
        #else
        let status: Int32 = -1
        errno = ENOSYS
        #endif
        return result(status)
    }

    private static func result(_ status: Int32) -> Result {
        if status == 0 { return .swapped }
        switch errno {
        case ENOSYS, EINVAL, ENOTSUP, EOPNOTSUPP: return .unsupported
        default: return .failed(errno)
        }
    }
}

#if os(Linux)
/// glibc has had `renameat2` since 2.28, but Swift's Glibc module declares it only
/// under _GNU_SOURCE.
@_silgen_name("renameat2")
private func renameat2(
    _ oldFolder: Int32,
    _ oldPath: UnsafePointer<CChar>,
    _ newFolder: Int32,
    _ newPath: UnsafePointer<CChar>,
    _ flags: UInt32
) -> Int32

private let renameNoReplace: UInt32 = 1 << 0  // RENAME_NOREPLACE
private let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE
#endif
