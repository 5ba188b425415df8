import Foundation
import MVVMGenCore

/// What a run will do to each output file, decided before anything is written.
struct WritePlan {
    enum Action: String {
        /// The file does not exist yet.
        case create = "wrote"
        /// A regenerated file whose contents change.
        case update = "updated"
        /// A regenerated file whose bytes would not change: left alone, timestamp kept.
        case unchanged
        /// A user-owned file that exists: never touched again.
        case keep = "kept (yours)"
        /// A file without the mvvmgen header at a regenerated path, replaced because of --force.
        case replace = "replaced (--force)"
        /// A regenerated file no screen makes any more, deleted because of --prune.
        case remove = "removed"
        /// The same, reported only.
        case stale = "stale (no longer generated; --prune removes it)"
    }

    struct Entry {
        var path: String
        var root: String
        var file: OutputFile?
        var action: Action
    }

    let entries: [Entry]
    /// The entries whose file is written: indexes, not copies, since a big run's entries
    /// hold every file's contents. Found while deciding, where each entry is made.
    let writeIndices: [Int]

    /// Reads what is on disk at each target's path and decides what to do with it; throws
    /// (exit 74, naming every path) when anything stands in the way of a write, so a failing
    /// run writes nothing.
    static func decide(
        _ output: GenerationSession.Output,
        force: Bool = false,
        prune: Bool = false
    ) throws(DiagnosticsError) -> WritePlan {
        var seen: Set<String> = []
        var entries: [Entry] = []
        var writeIndices: [Int] = []
        var problems: [String] = []
        seen.reserveCapacity(output.targets.count)
        entries.reserveCapacity(output.targets.count + output.stale.count)
        // Through the buffer: a target holds its file's contents and its request, and
        // `let target = output.targets[index]` copied both, for every file of a big run.
        output.targets.withUnsafeBufferPointer { targets in
            for index in targets.indices {
                guard seen.insert(targets[index].path).inserted else {
                    problems.append("two screens would write '\(FilePath.display(targets[index].path))'")
                    continue
                }
                // A created-once file and a missing path (a first run's every file) are decided
                // from two fields here: passing the target to `action(for:)` copied it whole.
                let decided: Result<Action, Problem>
                if targets[index].request.ownership == .createdOnce {
                    if case .none = targets[index].file {
                        decided = .success(.keep)
                    } else {
                        decided = .success(.create)
                    }
                } else if targets[index].existing == .missing {
                    decided = .success(.create)
                } else {
                    decided = action(for: targets[index], force: force)
                }
                switch decided {
                case .success(let action):
                    let file = targets[index].file
                    if action.writes && file != nil { writeIndices.append(entries.count) }
                    entries.append(
                        Entry(path: targets[index].path, root: targets[index].root, file: file, action: action)
                    )
                case .failure(let problem):
                    problems.append(problem.message)
                }
            }
        }
        entries += output.stale.map { Entry(path: $0, root: "/", file: nil, action: prune ? .remove : .stale) }
        problems += OutputPathChecks.problems(writing: entries)
        if !problems.isEmpty {
            throw DiagnosticsError(problems.map { .error($0, at: nil) }, exitCode: .ioError)
        }
        return WritePlan(entries: entries, writeIndices: writeIndices)
    }

    struct Problem: Error {
        var message: String
    }

    /// What happens to a regenerated file (`decide` decides created-once files, which are
    /// the person's once they exist in any form). A regenerated path is replaced only when
    /// it holds a regular file mvvmgen can read and finds its header in, or with --force;
    /// what cannot be read is never replaced.
    private static func action(for target: GenerationSession.Target, force: Bool) -> Result<Action, Problem> {
        // For messages only: most targets need none. Made from the path alone, so the
        // computed property holds a string, not the target.
        let fullPath = target.path
        var path: String { FilePath.display(fullPath) }
        switch target.existing {
        case .missing:
            return .success(.create)
        case .regular:
            switch FileProbe.read(target.path, atMost: OutputFileLimits.fileBytes) {
            case .text(let text) where text == target.file?.contents:
                return .success(.unchanged)
            case .text(let text) where GeneratedHeader.isGenerated(text):
                if let other = otherScreenFile(madeFrom: text, target: target) {
                    return .failure(
                        Problem(
                            message:
                                "'\(path)' was generated from '\(other)', which is still there: two screen files make it (the same screen or model, or two screen files of one name, whose routers share it); rename it in one of them, or remove it from '\(other)' if it moved"
                        )
                    )
                }
                return .success(.update)
            case .text where force:
                return .success(.replace)
            case .text:
                return .failure(
                    Problem(
                        message:
                            "'\(path)' exists and was not generated by mvvmgen (it lacks the '\(GeneratedHeader.marker)' header): move it away, or run again with --force to replace it"
                    )
                )
            case .unreadable(let reason):
                return .failure(
                    Problem(
                        message:
                            "'\(path)' exists but cannot be read (\(reason)): mvvmgen replaces only files it can read and finds its header in, even with --force; fix its permissions or move it away"
                    )
                )
            case .tooLarge(let size):
                return .failure(
                    Problem(
                        message: OutputFileLimits.tooLarge(target.path, size: size, limit: OutputFileLimits.fileBytes)
                    )
                )
            }
        case .folder:
            return .failure(Problem(message: "'\(path)' is a folder where mvvmgen writes a file: move it away"))
        case .symbolicLink:
            return .failure(
                Problem(
                    message:
                        "'\(path)' is a symbolic link: mvvmgen replaces only regular files it wrote; remove the link"
                )
            )
        case .special(let what):
            return .failure(
                Problem(message: "'\(path)' is \(what): mvvmgen never opens or replaces it; remove it")
            )
        case .unknown(let code):
            return .failure(
                Problem(message: "cannot look at '\(path)': \(FileSystemError.describe(errno: code))")
            )
        }
    }

    /// The screen file another run made this file from, when it is not this target's and
    /// still exists: taking the file over would make the two runs undo each other. One that
    /// is gone (a renamed screen file) is taken over.
    private static func otherScreenFile(madeFrom text: String, target: GenerationSession.Target) -> String? {
        guard let theirs = GeneratedHeader.source(of: text),
            let ours = target.file.flatMap({ GeneratedHeader.source(of: $0.contents) }),
            theirs != ours, StaleFiles.screenFileExists(theirs, in: target.sourcesFolder)
        else { return nil }
        return theirs
    }

    /// What `execute` would do, without doing it.
    func describeDryRun() -> [String] {
        entries.map { entry in
            let verb: String
            switch entry.action {
            case .create: verb = "would be created"
            case .update: verb = "would be updated"
            case .replace: verb = "would be replaced (--force)"
            case .remove: verb = "would be removed"
            case .unchanged, .keep, .stale: verb = entry.action.rawValue
            }
            return "\(verb): \(FilePath.display(entry.path))"
        }
    }
}

extension WritePlan.Action {
    /// Whether executing the plan writes the file. Asked of `entries[i].action`, not of the
    /// entry: a computed property of an entry copied it whole, contents and all.
    var writes: Bool {
        switch self {
        case .create, .update, .replace: true
        case .unchanged, .keep, .stale, .remove: false
        }
    }
}

extension WritePlan {
    /// The regenerated files whose contents the plan changes: the screens the run changed.
    var updatedPaths: Set<String> {
        Set(entries.indices.compactMap { entries[$0].action == .update ? entries[$0].path : nil })
    }

    /// `note: PATH: …` for each file the plan creates whose request says what the person
    /// must do about a new file (call a new router's registration): said by this run only.
    func creationNotes(_ targets: [GenerationSession.Target]) -> [String] {
        // By index, as in `decide`: only routers have a note, and copying every target and
        // entry to find them cost a big first run milliseconds.
        var notes: [String: String] = [:]
        for index in targets.indices {
            guard let note = targets[index].request.noteWhenCreated else { continue }
            if notes[targets[index].path] == nil { notes[targets[index].path] = note }
        }
        guard !notes.isEmpty else { return [] }
        return entries.indices.compactMap { index in
            guard entries[index].action == .create, let note = notes[entries[index].path] else { return nil }
            return "note: \(FilePath.display(entries[index].path)): \(note)"
        }
    }
}
