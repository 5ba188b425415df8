/// Strings put end to end in one allocation. `a + b + c` appends twice, and each `String`
/// append costs a few hundred instructions (it keeps the count and the ASCII flag up to
/// date and may grow the storage); a run makes tens of thousands of names and paths.
public enum Concatenation {
    public static func join(_ first: String, _ second: String, _ third: String = "", _ fourth: String = "") -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = copy(first, into: buffer, at: 0)
            written += copy(second, into: buffer, at: written)
            written += copy(third, into: buffer, at: written)
            written += copy(fourth, into: buffer, at: written)
            return written
        }
    }

    /// Copies `part`'s UTF-8 bytes into `buffer` from `offset` on: how many it copied.
    @inline(__always)
    private static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        if part.isEmpty { return 0 }
        if let copied = part.utf8.withContiguousStorageIfAvailable({ bytes in
            UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
        }) {
            return copied
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: Array(part.utf8))
    }
}
