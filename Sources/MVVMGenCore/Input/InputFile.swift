/// A screen description as read from disk: the first stage's input.
public struct InputFile: Sendable {
    /// The path as the user gave it; diagnostics name the file this way.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The file name without folders and without `.yaml`/`.yml` or `.screen.yaml`.
    public var stem: String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".screen.yaml", ".screen.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    /// The file name without folders, as generated headers name it.
    public var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
