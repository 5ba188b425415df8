/// What a render writes, as UTF-8 bytes in memory of its own. A run appends hundreds of
/// thousands of pieces: an append here is a capacity check and a copy, where an array's
/// also checked that its buffer was not shared, and a `String`'s kept its count and ASCII
/// flags up to date. Not copyable, so no two values share the memory it frees; the text
/// becomes a `String` once, when it is tidied.
struct RenderedText: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// Room for `capacity` bytes: a buffer grown from small is copied at each doubling.
    init(capacity: Int = 16) {
        self.capacity = max(16, capacity)
        start = .allocate(capacity: self.capacity)
    }

    init(_ text: String, capacity: Int = 16) {
        self.init(capacity: max(capacity, text.utf8.count))
        append(text)
    }

    deinit {
        start.deallocate()
    }

    @inline(__always)
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append($0) }
        }
    }

    @inline(__always)
    mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let base = piece.baseAddress, !piece.isEmpty else { return }
        reserve(piece.count)
        (start + count).update(from: base, count: piece.count)
        count += piece.count
    }

    mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Room for `more` bytes after those written, doubling the memory when it runs out.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        grow(to: count + more)
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.moveInitialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// The bytes written so far, for as long as `body` runs.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// What the last line holds so far (a newline is one byte and always a character of
    /// its own), for as long as `body` runs.
    func withLastLine<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withBytes { bytes in
            let lineStart = bytes.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            return try body(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
        }
    }

    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
