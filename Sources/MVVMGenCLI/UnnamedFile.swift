import Foundation

/// The cheapest complete-or-nothing create: a file made without a name (`O_TMPFILE`),
/// written, then named with `linkat`, which fails when the name is taken. No temporary
/// name is made and removed, and a run killed before the link leaves nothing at all.
/// Linux only; where the kernel, the file system or a missing /proc cannot do it, the
/// caller makes a named temporary file instead.
enum UnnamedFile {
    enum Outcome {
        case named
        case nameTaken
    }

    /// Nil when an unnamed file cannot be made or named here; throws when writing fails.
    static func create(_ contents: String, named name: String, in directory: Int32) throws -> Outcome? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import.
        let unnamed: Int32 = 0o20_000_000 | O_DIRECTORY
        let descriptor = openat(directory, ".", unnamed | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard AtomicFile.writeAll(contents, to: descriptor) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        // By the descriptor itself where the kernel allows it (a process that may read any
        // file, or Linux 6.10 on), else through /proc.
        if linkat(descriptor, "", directory, name, 0x1000) == 0 { return .named }  // AT_EMPTY_PATH
        if errno == EEXIST { return .nameTaken }
        if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", directory, name, AT_SYMLINK_FOLLOW) == 0 {
            return .named
        }
        return errno == EEXIST ? .nameTaken : nil
        #else
        return nil
        #endif
    }
}
