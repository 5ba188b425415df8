import Foundation
import MVVMGenCore

/// Regenerated files left behind: those of a screen or model removed from its YAML, and
/// those of a screen file renamed or deleted (an orphan's header names a file that is gone).
enum StaleFiles {
    /// Files under `folder` whose header names `source` (the screen file's path relative to
    /// `sourcesFolder`, as the headers record it), other than `targets`, and files whose
    /// header names a screen file that no longer exists, unless named for one of `screens`
    /// (the module's screens and models, which another file's run makes now).
    static func find(
        in folder: String,
        from source: String,
        sourcesFolder: String,
        keeping targets: [GenerationSession.Target],
        madeFor screens: Set<String> = []
    ) -> [String] {
        let label = GeneratedHeader.label(source)
        // Made only when there is a file to look at (a first run's folder has none).
        lazy var kept = Set(targets.map(\.path))
        let folderPath = FilePath.standardized(folder)
        var stale: [String] = []
        for relative in FolderWalk.entries(under: folderPath) where relative.hasSuffix(".swift") {
            let path = FilePath.join(folderPath, relative)
            // Never opens a FIFO, socket or device: only regular files can be mvvmgen's.
            guard !kept.contains(path), FileProbe.kind(of: path) == .regular,
                case .text(let head) = FileProbe.read(path, limit: 8192),
                let madeFrom = GeneratedHeader.source(of: head)
            else { continue }
            if madeFrom == label
                || (!screenFileExists(madeFrom, in: sourcesFolder) && !isNamed(for: screens, relative))
            {
                stale.append(path)
            }
        }
        return stale.sorted()
    }

    /// Created-once files directly in `folders` made from `source` that its targets no
    /// longer include: a removed screen's view model, controller or tests. They are the
    /// person's, so only reported. Those of a screen file that is gone are not: a renamed
    /// file, or a sibling run by itself, still makes them under the old name. Only files
    /// named as mvvmgen names them are read, and only their first line.
    static func createdOnceOrphans(
        in folders: [String],
        from source: String,
        keeping targets: [GenerationSession.Target]
    ) -> [String] {
        let label = GeneratedHeader.label(source)
        lazy var kept = Set(targets.map(\.path))
        let endings = ["ViewModel.swift", "ViewController.swift", "CellView.swift", "ViewModelTests.swift"]
        var orphans: [String] = []
        for folder in Set(folders.map(FilePath.standardized)).sorted() {
            for name in FolderWalk.entries(in: folder) where endings.contains(where: name.hasSuffix) {
                let path = FilePath.join(folder, name)
                guard !kept.contains(path), FileProbe.kind(of: path) == .regular,
                    case .text(let head) = FileProbe.read(path, limit: 1024),
                    let madeFrom = GeneratedHeader.createdOnceSource(of: head)
                else { continue }
                if madeFrom == label { orphans.append(path) }
            }
        }
        return orphans
    }

    /// Whether a regenerated file's name is one made for a screen or model of `names`:
    /// `Feed.swift`, `FeedViewModel+Interface.swift`, `FeedViewCallbackAction.swift`.
    static func isNamed(for names: Set<String>, _ relative: String) -> Bool {
        let stem = FilePath.name(of: relative).dropLast(".swift".count)
        if names.contains(String(stem)) { return true }
        // Every "View" in it may end the screen's name: `ViewFinderViewModel`.
        var rest = stem[...]
        while let view = rest.range(of: "View") {
            if names.contains(String(stem[..<view.lowerBound])) { return true }
            rest = stem[view.upperBound...]
        }
        return false
    }

    /// Whether the screen file a header names (relative to the sources folder) is there.
    /// A name with escaped control characters is taken as there: it cannot be looked up.
    static func screenFileExists(_ headerSource: String, in sourcesFolder: String) -> Bool {
        guard !headerSource.contains("\\u{") else { return true }
        let path = headerSource.hasPrefix("/") ? headerSource : FilePath.join(sourcesFolder, headerSource)
        return FileProbe.kind(of: FilePath.standardized(path)) != .missing
    }
}
