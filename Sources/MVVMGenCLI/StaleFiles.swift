import Foundation
import MVVMGenCore

/// Regenerated files left behind when a screen or model is removed from its YAML.
enum StaleFiles {
    /// Files under `folder` whose header names `source` (the screen file's path relative to
    /// the sources folder, as the headers record it), other than `targets`.
    static func find(in folder: URL, from source: String, keeping targets: [GenerationSession.Target]) -> [String] {
        let label = GeneratedHeader.label(source)
        let kept = Set(targets.map(\.path))
        let folderPath = folder.standardizedFileURL.path
        // Relative paths, not URLs: a generated folder holds thousands of files.
        guard let enumerator = FileManager.default.enumerator(atPath: folderPath) else { return [] }
        var stale: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
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
