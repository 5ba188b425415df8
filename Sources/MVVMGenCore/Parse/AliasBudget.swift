/// Counts what a YAML text expands to once aliases are followed, in values and in scalar
/// bytes, event by event, as `YAMLComposer` reads it. An alias bomb ("billion laughs")
/// stays a few kilobytes of text and nodes (an alias shares the value it names), but
/// whatever reads it goes over every copy; one big scalar aliased thousands of times
/// stays within any count of values but not of bytes. Stopping at the first event that
/// runs over keeps both cheap.
struct AliasBudget {
    struct Limit {
        var values: Int
        var bytes: Int
    }

    struct Overflow: Equatable {
        var line: Int
        var column: Int
        /// True when the bytes ran over, false when the values did.
        var inBytes: Bool
    }

    /// What a value, or a collection read so far, stands for.
    private struct Size {
        var values = 0
        var bytes = 0

        mutating func add(_ other: Size, within limit: Limit) {
            values = min(limit.values + 1, values + other.values)
            bytes = min(limit.bytes + 1, bytes + other.bytes)
        }
    }

    let limit: Limit
    private var sizes: [String: Size] = [:]  // anchor name → what it stands for
    private var open: [(anchor: String?, size: Size)] = []  // collections being read
    private var total = Size()

    init(_ limit: Limit) {
        self.limit = limit
    }

    /// Counts one event (its anchor or alias name already read); the place where the
    /// expansion first passes the limit, or nil while it stays within.
    mutating func count(_ event: YAMLEvent) -> Overflow? {
        var added = Size()
        switch event.kind {
        case .scalar:
            added = Size(values: 1, bytes: event.text.count)
            if let name = event.name { sizes[name] = added }
        case .alias:
            added = event.name.flatMap { sizes[$0] } ?? Size(values: 1, bytes: 0)
        case .sequenceStart, .mappingStart:
            open.append((event.name, Size(values: 1, bytes: 0)))
        case .sequenceEnd, .mappingEnd:
            guard let closed = open.popLast() else { return nil }
            if let anchor = closed.anchor { sizes[anchor] = closed.size }
            if !open.isEmpty { open[open.count - 1].size.add(closed.size, within: limit) }
            return nil
        default:
            return nil
        }
        if !open.isEmpty { open[open.count - 1].size.add(added, within: limit) }
        total.add(added, within: limit)
        guard total.values > limit.values || total.bytes > limit.bytes else { return nil }
        return Overflow(line: event.mark.line, column: event.mark.column, inBytes: total.bytes > limit.bytes)
    }
}
