import Foundation
import MVVMGenCore

/// Regenerated files left behind when a screen or model is removed from its YAML.
enum StaleFiles {
    /// Files under `folder` whose header names `source` (the screen file's path relative to
    /// the sources folder, as the headers record it), other than `targets`.
    static func find(in folder: String, from source: String, keeping targets: [GenerationSession.Target]) -> [String] {
        let label = GeneratedHeader.label(source)
        let kept = Set(targets.map(\.path))
        let folderPath = FilePath.standardized(folder)
        var stale: [String] = []
        for relative in FolderWalk.entries(under: folderPath) where relative.hasSuffix(".swift") {
            let path = FilePath.join(folderPath, relative)
            // Never opens a FIFO, socket or device: only regular files can be mvvmgen's.
            guard !kept.contains(path), FileProbe.kind(of: path) == .regular,
                case .text(let head) = FileProbe.read(path, limit: 8192)
            else { continue }
            if GeneratedHeader.source(of: head) == label { stale.append(path) }
        }
        return stale.sorted()
    }
}
