// libyaml itself, through Yams's C module: `YAMLComposer` hands each of its events here.
import CYaml

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
    mutating func count(_ event: yaml_event_t, name: String?) -> Overflow? {
        var added = Size()
        switch event.type {
        case YAML_SCALAR_EVENT:
            added = Size(values: 1, bytes: Int(event.data.scalar.length))
            if let name { sizes[name] = added }
        case YAML_ALIAS_EVENT:
            added = name.flatMap { sizes[$0] } ?? Size(values: 1, bytes: 0)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            open.append((name, Size(values: 1, bytes: 0)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
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
        return Overflow(
            line: Int(event.start_mark.line) + 1,
            column: Int(event.start_mark.column) + 1,
            inBytes: total.bytes > limit.bytes
        )
    }
}
