import Foundation
import MVVMGenCore

/// Regenerated files left behind when a screen or model is removed from its YAML.
enum StaleFiles {
    static func find(in folder: URL, from input: InputFile, keeping targets: [GenerationSession.Target]) -> [String] {
        let kept = Set(targets.map(\.path))
        let folderPath = folder.standardizedFileURL.path
        // Relative paths, not URLs: a generated folder holds thousands of files.
        guard let enumerator = FileManager.default.enumerator(atPath: folderPath) else { return [] }
        var stale: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let path = FilePath.join(folderPath, relative)
            // Never opens a FIFO, socket or device: only regular files can be mvvmgen's.
            guard !kept.contains(path), FileProbe.kind(of: path) == .regular,
                case .text(let head) = FileProbe.read(path, limit: 512)
            else { continue }
            if GeneratedHeader.source(of: head) == input.fileName { stale.append(path) }
        }
        return stale.sorted()
    }
}
