import Foundation

extension AtomicFile {
    /// Removes a regenerated file no screen makes any more, only if it is still mvvmgen's:
    /// it is moved to a temporary name first and looked at there, so a person's save in
    /// between is put back, never deleted. Not removed when it was put back, or kept beside
    /// a file that appeared at its name meanwhile (`keptAt`, a path).
    static func removeIfGenerated(
        named name: String,
        in folder: OutputFolder,
        index: Int
    ) throws -> (removed: Bool, keptAt: String?) {
        let directory = folder.descriptor
        let temporary = TemporaryFiles.name(index: index, swap: true)
        if renameat(directory, name, directory, temporary) != 0 {
            if errno == ENOENT { return (false, nil) }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        if FileProbe.holdsGeneratedFile(temporary, in: directory) {
            unlinkat(directory, temporary, 0)
            return (true, nil)
        }
        switch RenameExchange.moveIfAbsent(temporary, to: name, in: directory) {
        case .swapped: return (false, nil)
        case .failed(EEXIST): return (false, folder.display(temporary))
        case .failed, .unsupported:
            if linkat(directory, temporary, directory, name, 0) == 0 {
                unlinkat(directory, temporary, 0)
                return (false, nil)
            }
            return (false, folder.display(temporary))
        }
    }
}
