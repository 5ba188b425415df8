import Foundation

/// The folders a plan writes into, checked before the first write: a file where a folder
/// is needed (`Generated` being a file, `--output` naming one), a symbolic link that
/// would take a write outside its output folder and a folder this user cannot write into
/// (a read-only `Generated/` beside a writable output folder) are refused, with the path:
/// otherwise some files would be written before the run failed on the others.
enum OutputPathChecks {
    /// The problems of the folders `entries` write into or remove from.
    static func problems(writing entries: [WritePlan.Entry]) -> [String] {
        var problems: [String] = []
        var checked: Set<String> = []
        var resolvedRoots: [String: String] = [:]
        var last = ""
        // Through the buffer: an entry holds its file's contents, and `entries[index].path` on
        // the array copied the whole entry, for every file of a big run.
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].action.writes || entries[index].action == .remove {
                // Most entries share their folder with the one before.
                guard !FilePath.isDirectly(in: last, entries[index].path) else { continue }
                let entry = entries[index]
                let folder = FilePath.folder(of: entry.path)
                last = folder
                guard checked.insert(folder).inserted else { continue }
                if let blocker = fileInTheWay(of: folder) {
                    let problem = "'\(FilePath.display(blocker))' is a file where mvvmgen needs a folder: move it away"
                    if !problems.contains(problem) { problems.append(problem) }
                    continue
                }
                if let denied = unwritableFolder(for: folder) {
                    let problem =
                        "cannot write into '\(FilePath.display(denied.path))': \(FileSystemError.describe(errno: denied.code)); nothing was written"
                    if !problems.contains(problem) { problems.append(problem) }
                    continue
                }
                let root = resolvedRoots[entry.root] ?? FileProbe.resolved(entry.root)
                resolvedRoots[entry.root] = root
                let real = FileProbe.resolved(folder)
                if real != root && !real.hasPrefix(root == "/" ? "/" : root + "/") {
                    problems.append(
                        "'\(FilePath.display(folder))' leads to '\(real)', outside the output folder '\(FilePath.display(entry.root))' (a symbolic link): mvvmgen writes only inside its output folder; replace the link with a folder"
                    )
                }
            }
        }
        return problems
    }

    /// The nearest existing folder at or above `folder`, with the reason, when this user
    /// may not create files in it (permissions, a read-only file system). Effective ids,
    /// as the writes will use.
    private static func unwritableFolder(for folder: String) -> (path: String, code: Int32)? {
        var path = folder
        while true {
            if faccessat(AT_FDCWD, path, W_OK | X_OK, AT_EACCESS) == 0 { return nil }
            let code = errno
            guard code == ENOENT, path != "/" else { return (path, code) }
            path = FilePath.folder(of: path)
        }
    }

    /// The nearest existing path at or above `folder`, when it is not a folder.
    private static func fileInTheWay(of folder: String) -> String? {
        var path = folder
        while path != "/" {
            var status = stat()
            if stat(path, &status) == 0 {
                return status.st_mode & S_IFMT == S_IFDIR ? nil : path
            }
            guard errno == ENOENT || errno == ENOTDIR else { return nil }
            path = FilePath.folder(of: path)
        }
        return nil
    }
}
