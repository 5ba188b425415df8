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
            guard !kept.contains(path), let handle = FileHandle(forReadingAtPath: path) else { continue }
            let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
            try? handle.close()
            if GeneratedHeader.source(of: head) == input.fileName { stale.append(path) }
        }
        return stale.sorted()
    }
}
