import Foundation

/// An output folder held open by descriptor: every file a run writes, renames or removes in
/// it is named relative to this descriptor (`openat`, `linkat`, `renameat2`, `unlinkat`), so
/// a folder on the way swapped for a symbolic link during the run cannot send a write
/// elsewhere. The folder is opened once, from its output root down, each step refusing to
/// follow a link; a link inside the output folder is followed once, when its real path is
/// found and checked to stay inside the root.
final class OutputFolder: Sendable {
    let descriptor: Int32
    /// The folder as given, for messages and for names that must be shown.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens `folder`, creating what is missing of it, and refuses (ELOOP, ENOTDIR) when a
    /// step of it below `root` is, or became, a link or a file. `root` itself is taken as
    /// given, links and all: it is the folder the person chose.
    static func open(_ folder: String, within root: String) throws -> OutputFolder {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        var descriptor = Foundation.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let realRoot = FileProbe.resolved(root)
        let realFolder = FileProbe.resolved(folder)
        guard realFolder == realRoot || realFolder.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
            close(descriptor)
            throw POSIXError(.ELOOP)
        }
        for step in realFolder.dropFirst(realRoot.count).split(separator: "/").map(String.init) {
            var next = openat(descriptor, step, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT {
                // Made by a concurrent run meanwhile is as good as made here.
                if mkdirat(descriptor, step, 0o777) != 0, errno != EEXIST {
                    next = -1
                } else {
                    next = openat(descriptor, step, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
            }
            let code = errno
            close(descriptor)
            guard next >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
            descriptor = next
        }
        return OutputFolder(descriptor: descriptor, path: folder)
    }

    /// The path of `name` in this folder, for messages.
    func display(_ name: String) -> String {
        FilePath.join(path, name)
    }
}
