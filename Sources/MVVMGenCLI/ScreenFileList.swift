import MVVMGenCore

/// The screen files a run reads: files as given, and for a folder every `*.screen.yaml`
/// under it, sorted, so a module's screen files can be named by their folder.
enum ScreenFileList {
    static let suffix = ".screen.yaml"

    static func expand(_ paths: [String]) throws(DiagnosticsError) -> [String] {
        var files: [String] = []
        for path in paths {
            guard FileProbe.kind(of: path) == .folder else {
                files.append(path)
                continue
            }
            let found = FolderWalk.entries(under: path).filter { $0.hasSuffix(suffix) }.sorted()
            guard !found.isEmpty else {
                throw DiagnosticsError(
                    [.error("no screen file (*\(suffix)) under the folder '\(path)'", at: nil)],
                    exitCode: .usage
                )
            }
            files += found.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        }
        let keys = files.map(key)
        // A run's first Set costs a one-screen run more than this scan of a few files.
        guard keys.count > 64 else {
            return files.indices.filter { keys.firstIndex(of: keys[$0]) == $0 }.map { files[$0] }
        }
        var seen = Set<String>()
        return files.indices.filter { seen.insert(keys[$0]).inserted }.map { files[$0] }
    }

    /// The same file however it was named (`./a.screen.yaml`, `dir/../a.screen.yaml`):
    /// `FilePath`'s string standardizing, since a run's first URL one costs more at
    /// start-up than reading a screen file.
    static func key(_ path: String) -> String {
        FilePath.standardized(path)
    }
}
