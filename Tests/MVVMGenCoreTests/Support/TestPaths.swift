import Foundation

/// Folders the tests read, found from this file's place in the repository.
enum TestPaths {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = repository.appendingPathComponent("Tests/MVVMGenCoreTests/Golden")

    /// Every file under `folder`, as paths relative to it, sorted.
    static func files(under folder: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let base = folder.standardizedFileURL.path + "/"
        return enumerator.compactMap { item -> String? in
            guard let url = item as? URL,
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { return nil }
            return String(url.standardizedFileURL.path.dropFirst(base.count))
        }.sorted()
    }
}
