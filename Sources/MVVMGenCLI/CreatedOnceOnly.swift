import Foundation
import MVVMGenCore

/// `--created-once-only`: for a target whose build plugin generates the regenerated code at
/// build time. Only the created-once files (view model, controller, tests) are written; a
/// regenerated file in the source tree as well would give the target every type twice.
extension GenerationSession.Output {
    struct CreatedOnceOnly {
        /// The run with its regenerated files and stale files taken out.
        var output: GenerationSession.Output
        /// One line saying what was skipped and why.
        var skipped: String?
        /// Regenerated files already in the source tree: they collide with the build plugin's.
        var collisions: [Diagnostic]
    }

    func createdOnceOnly() -> CreatedOnceOnly {
        let regenerated = targets.filter { $0.request.ownership == .regenerated }
        var kept = self
        kept.targets = targets.filter { $0.request.ownership == .createdOnce }
        kept.stale = []
        return CreatedOnceOnly(
            output: kept,
            skipped: Self.skippedLine(regenerated.map(\.path)),
            collisions: Self.collisions(regenerated.filter { $0.existing != .missing }.map(\.path))
        )
    }

    private static func skippedLine(_ paths: [String]) -> String? {
        guard !paths.isEmpty else { return nil }
        return
            "skipped \(paths.count) regenerated file(s) in \(folders(of: paths)) (--created-once-only)"
    }

    private static func collisions(_ paths: [String]) -> [Diagnostic] {
        guard let first = paths.first else { return [] }
        let others = paths.count > 1 ? " and \(paths.count - 1) other regenerated file(s) in \(folders(of: paths))" : ""
        return [
            Diagnostic(
                .warning,
                at: nil,
                "'\(FilePath.display(first))'\(others) are in the source tree while the build plugin generates the same code: the target gets every type twice ('ambiguous for type lookup'); delete them, or take the build plugin off the target and list its screen files under exclude:"
            )
        ]
    }

    /// `Generated/, Generated/Models/`: where the files are, shorter than the files.
    private static func folders(of paths: [String]) -> String {
        var seen: Set<String> = []
        let folders = paths.map { FilePath.display(FilePath.folder(of: $0)) + "/" }.filter { seen.insert($0).inserted }
        return folders.joined(separator: ", ")
    }
}
