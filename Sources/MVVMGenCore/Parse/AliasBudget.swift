// libyaml itself, through Yams's C module: its event stream lets this count what aliases
// expand to before anything is built from them.
import CYaml

/// Measures what a YAML text expands to once aliases are followed, in values and in scalar
/// bytes, in one pass over libyaml's events, before Yams builds a tree. An alias bomb
/// ("billion laughs") would otherwise cost exponential time in Yams itself, which hashes
/// keys made of aliases while it checks for duplicate keys; one big scalar aliased
/// thousands of times stays within any count of values but not of bytes.
enum AliasBudget {
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

    /// The first place where the expansion passes `limit`, or nil when it stays within.
    /// Syntax errors are left for Yams to report.
    static func firstOverflow(in text: String, limit: Limit) -> Overflow? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Overflow? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var sizes: [String: Size] = [:]  // anchor name → what it stands for
            var open: [(anchor: String?, size: Size)] = []  // collections being read
            var total = Size()
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let mark = (line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                var added = Size()
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    added = Size(values: 1, bytes: Int(event.data.scalar.length))
                    if let anchor = name(event.data.scalar.anchor) { sizes[anchor] = added }
                case YAML_ALIAS_EVENT:
                    added = name(event.data.alias.anchor).flatMap { sizes[$0] } ?? Size(values: 1, bytes: 0)
                case YAML_SEQUENCE_START_EVENT:
                    open.append((name(event.data.sequence_start.anchor), Size(values: 1, bytes: 0)))
                case YAML_MAPPING_START_EVENT:
                    open.append((name(event.data.mapping_start.anchor), Size(values: 1, bytes: 0)))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let anchor = closed.anchor { sizes[anchor] = closed.size }
                    if !open.isEmpty { open[open.count - 1].size.add(closed.size, within: limit) }
                    continue
                default:
                    continue
                }
                if !open.isEmpty { open[open.count - 1].size.add(added, within: limit) }
                total.add(added, within: limit)
                if total.values > limit.values || total.bytes > limit.bytes {
                    return Overflow(line: mark.line, column: mark.column, inBytes: total.bytes > limit.bytes)
                }
            }
            return nil
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
