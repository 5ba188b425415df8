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

    /// The line and column (in characters) of a byte offset in the UTF-8 text.
    public func location(ofByteOffset offset: Int) -> SourceLocation {
        Self.location(ofByteOffset: offset, in: Array(text.utf8), file: path)
    }

    /// The same for raw bytes that may not be valid UTF-8 (a bad byte counts as a column).
    public static func location(ofByteOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count characters, not continuation bytes
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The offset of the first byte that is not valid UTF-8, or nil when all of it is.
    public static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
