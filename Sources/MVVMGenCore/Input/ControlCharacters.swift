/// Control characters (Unicode's Cc: U+0000–001F and U+007F–009F), which text from a file
/// must not carry into generated code or a terminal. Compared by value: a general-category
/// lookup per character cost every string the parser reads.
public enum ControlCharacters {
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The first control character of `text` that `allowed` does not take, or nil. Most text
    /// has no byte that could start one (below 0x20, 0x7F, or 0xC2 before a C1 character).
    public static func first(in text: String, allowing allowed: Set<Unicode.Scalar>) -> Unicode.Scalar? {
        let mayStartOne = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 }
        // Over the bytes in place where they are contiguous, as a file's strings are.
        guard
            text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: mayStartOne) })
                ?? text.utf8.contains(where: mayStartOne)
        else { return nil }
        return text.unicodeScalars.first { isControl($0) && !allowed.contains($0) }
    }
}
