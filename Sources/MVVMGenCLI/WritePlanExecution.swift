import Foundation
import MVVMGenCore

/// Carrying out a write plan. A created file is created without clobbering (a file that
/// appears meanwhile is kept and reported), a regenerated one is replaced atomically, and a
/// failure says which files had been written before it.
extension WritePlan {
    struct Execution {
        /// A line per file saying what happened.
        var lines: [String]
        /// Races with other processes, each naming its path.
        var warnings: [Diagnostic]

        /// Stale files --prune found a person's file at when it came to remove them.
        mutating func notePruningKept(_ kept: [(path: String, keptAt: String?)]) {
            for (path, keptAt) in kept {
                let shown = FilePath.display(path)
                lines = lines.map {
                    $0 == "\(WritePlan.Action.remove.rawValue): \(shown)"
                        ? "kept (changed during the run): \(shown)" : $0
                }
                let message =
                    keptAt.map {
                        "'\(shown)' lost the mvvmgen header while mvvmgen was removing it, and a file appeared at its name: yours is at '\(FilePath.display($0))'; compare them"
                    } ?? "'\(shown)' lost the mvvmgen header while mvvmgen was removing it: left as it is"
                warnings.append(Diagnostic(.warning, at: nil, message))
            }
        }
    }

    /// Writes (and with --prune deletes) what changed. `listing`: a line for every file,
    /// not only for those something happened to meanwhile (--quiet prints none).
    func execute(listing: Bool = true) throws(DiagnosticsError) -> Execution {
        let writes = writeIndices
        let folders = try openFolders()
        // Every output folder, written to or not: a killed run's leftovers go on the next run.
        var swappedOut: [String] = []
        for folder in folders.keys.sorted() {
            swappedOut += TemporaryFiles.removeLeftovers(in: folders[folder]!)
        }
        // On every core for big runs, and one writer more: the time goes into the file
        // system, where a write also waits (ext4's journal, a folder's lock), and writes
        // to different files are independent.
        let results = Parallel.mapWaiting(
            count: writes.count,
            minimumPerWorker: 64,
            waiting: 1,
            transform: { index -> Attempt<AtomicFile.Outcome, any Error> in
                do {
                    let entry = writes[index]
                    let (path, action) = (entries[entry].path, entries[entry].action)
                    let folder = folders[FilePath.folder(of: path)]!
                    let contents = entries[entry].file!.contents
                    return .success(try Self.write(contents, to: path, action, in: folder, index: index))
                } catch {
                    return .failure(error)
                }
            }
        )
        var outcomes = Array(repeating: AtomicFile.Outcome.written, count: entries.count)
        var written: [String] = []
        var firstFailure: (path: String, error: any Error)?
        entries.withUnsafeBufferPointer { entries in
            for (write, result) in zip(writes, results) {
                switch result {
                case .success(let outcome):
                    outcomes[write] = outcome
                    if case .written = outcome { written.append(entries[write].path) }
                case .failure(let error):
                    if firstFailure == nil { firstFailure = (entries[write].path, error) }
                }
            }
        }
        if let firstFailure { throw failure(at: firstFailure.path, firstFailure.error, written: written) }
        var keptFromPruning: [(path: String, keptAt: String?)] = []
        for (index, entry) in entries.enumerated() where entry.action == .remove {
            // Only a regular file that still carries the header: the person may have put
            // their own file there since the stale-file search read it, or save one now.
            guard FileProbe.kind(of: entry.path) == .regular, let folder = folders[FilePath.folder(of: entry.path)]
            else { continue }
            do {
                let outcome = try AtomicFile.removeIfGenerated(
                    named: FilePath.name(of: entry.path),
                    in: folder,
                    index: entries.count + index
                )
                if !outcome.removed { keptFromPruning.append((entry.path, outcome.keptAt)) }
            } catch {
                throw failure(at: entry.path, error, written: written)
            }
        }
        var execution = report(outcomes, listing: listing)
        execution.notePruningKept(keptFromPruning)
        for path in swappedOut {
            execution.warnings.append(
                Diagnostic(
                    .warning,
                    at: nil,
                    "'\(FilePath.display(path))' holds a file a killed mvvmgen run swapped out of its place, probably yours: compare it with the file of that folder it belongs to, then move or delete it"
                )
            )
        }
        return execution
    }

    private static func write(
        _ contents: String,
        to path: String,
        _ action: Action,
        in folder: OutputFolder,
        index: Int
    ) throws -> AtomicFile.Outcome {
        // A header is always added, so an empty file here would be a bug; it would then be
        // kept as the person's forever.
        guard !contents.isEmpty else { throw POSIXError(.EINVAL) }
        let name = FilePath.name(of: path)
        switch action {
        case .create:
            return try AtomicFile.create(contents, named: name, in: folder, index: index)
        case .update:
            // A person's file put there since the plan read it (an editor saving over a
            // generated file) is kept, not renamed over.
            return try AtomicFile.replaceIfGenerated(contents, named: name, in: folder, index: index)
        default:
            try AtomicFile.replace(contents, named: name, in: folder, index: index)
            return .written
        }
    }

    /// The folders the plan touches, each held open: those written into are opened from
    /// their output root down, made where missing, refusing a link or file on the way; the
    /// others (for leftovers and --prune) only when they exist.
    private func openFolders() throws(DiagnosticsError) -> [String: OutputFolder] {
        // Found through the buffer, as in `OutputPathChecks`, so no entry is copied: the
        // folders written into, each with its root, and the other entries' folders.
        let (written, others) = entries.withUnsafeBufferPointer { entries in
            var written: [(folder: String, root: String)] = []
            var others: [String] = []
            var last = ""
            for index in entries.indices {
                guard entries[index].action.writes else {
                    others.append(FilePath.folder(of: entries[index].path))
                    continue
                }
                // Most entries share their folder with the one before.
                guard !FilePath.isDirectly(in: last, entries[index].path) else { continue }
                last = FilePath.folder(of: entries[index].path)
                written.append((last, entries[index].root))
            }
            return (written, others)
        }
        var opened: [String: OutputFolder] = [:]
        for (folder, root) in written where opened[folder] == nil {
            do {
                opened[folder] = try OutputFolder.open(folder, within: root)
            } catch let error as POSIXError where [.ELOOP, .ENOTDIR].contains(error.code) {
                throw .fileSystem(
                    "'\(FilePath.display(folder))' is, or became during the run, a symbolic link or a file: nothing was written"
                )
            } catch {
                throw failure(at: folder, error, written: [])
            }
        }
        for folder in others {
            guard opened[folder] == nil, FileProbe.kind(of: folder) == .folder else { continue }
            opened[folder] = try? OutputFolder.open(folder, within: folder)
        }
        return opened
    }

    private func report(_ outcomes: [AtomicFile.Outcome], listing: Bool) -> Execution {
        var execution = Execution(lines: [], warnings: [])
        // Through the buffer: `entries[index].path` on the array copied the whole entry.
        let entries = entries.withUnsafeBufferPointer { entries in
            entries.indices.map { (path: entries[$0].path, action: entries[$0].action) }
        }
        for (index, outcome) in outcomes.enumerated() {
            let entry = entries[index]
            var path: String { FilePath.display(entry.path) }
            if case .alreadyThere = outcome {
                execution.lines.append("kept (appeared during the run): \(path)")
                execution.warnings.append(
                    Diagnostic(.warning, at: nil, "'\(path)' appeared while mvvmgen was running: left as it is")
                )
            } else if case .takenOver = outcome {
                execution.lines.append("kept (changed during the run): \(path)")
                execution.warnings.append(
                    Diagnostic(
                        .warning,
                        at: nil,
                        "'\(path)' lost the mvvmgen header while mvvmgen was running: left as it is"
                    )
                )
            } else if case .takenOverKeepingAnother(let other) = outcome {
                execution.lines.append("kept (changed during the run): \(path)")
                execution.warnings.append(
                    Diagnostic(
                        .warning,
                        at: nil,
                        "'\(path)' was saved twice while mvvmgen was running: the newest save is in place and the other is at '\(FilePath.display(other))'; compare them, then delete that one"
                    )
                )
            } else if entry.action == .keep, FileProbe.kind(of: entry.path) == .missing {
                execution.lines.append("kept (deleted during the run, not recreated): \(path)")
                execution.warnings.append(
                    Diagnostic(
                        .warning,
                        at: nil,
                        "'\(path)' was deleted while mvvmgen was running: not recreated; run mvvmgen again for a fresh one"
                    )
                )
            } else if listing {
                execution.lines.append("\(entry.action.rawValue): \(path)")
            }
        }
        return execution
    }

    private func failure(at path: String, _ error: any Error, written: [String]) -> DiagnosticsError {
        let done = Self.writtenBeforeFailure(written.map(FilePath.display), of: writeIndices.count)
        return .fileSystem("cannot write '\(FilePath.display(path))': \(FileSystemError.reason(error)); \(done)")
    }

    /// What a failed run had written, each file whole. A full disk can stop a big run after
    /// thousands of files: past ten, the first ten are named and the rest counted, so the
    /// message stays a line; running again writes the rest and keeps these.
    static func writtenBeforeFailure(_ written: [String], of planned: Int) -> String {
        guard !written.isEmpty else { return "nothing was written" }
        let shown = written.count > 10 ? written.prefix(10) + ["and \(written.count - 10) more"] : written[...]
        return "\(written.count) of \(planned) files had been written, each whole: \(shown.joined(separator: ", ")); "
            + "once that is fixed, run mvvmgen again to write the rest"
    }
}
