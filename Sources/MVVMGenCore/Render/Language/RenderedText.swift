/// What a render writes, as UTF-8 bytes. A run appends hundreds of thousands of pieces, and
/// appending bytes skips what `String` keeps up to date on each append (its capacity
/// check, count and ASCII flags); the text becomes a `String` once, when it is tidied.
struct RenderedText {
    private(set) var bytes: [UInt8] = []

    /// Room for `capacity` bytes: a buffer grown from empty is copied at each doubling.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    init(_ text: String, capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        append(text)
    }

    /// Inlined: called on its own, it retained and released the text around the append.
    @inline(__always)
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(_ piece: ArraySlice<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// What the last line holds so far (a newline is one byte and always a character of
    /// its own).
    var lastLine: ArraySlice<UInt8> {
        bytes[(bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0)...]
    }

    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }
}
