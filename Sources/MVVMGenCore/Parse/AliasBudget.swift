// libyaml itself, through Yams's C module: its event stream lets this count what aliases
// expand to before anything is built from them.
import CYaml

/// Measures how many values a YAML text expands to once aliases are followed, in one pass
/// over libyaml's events, before Yams builds a tree. An alias bomb ("billion laughs")
/// would otherwise cost exponential time in Yams itself, which hashes keys made of
/// aliases while it checks for duplicate keys.
enum AliasBudget {
    /// The first place where the expansion passes `limit`, or nil when it stays within.
    /// Syntax errors are left for Yams to report.
    static func firstOverflow(in text: String, limit: Int) -> (line: Int, column: Int)? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
            guard let base = buffer.baseAddress else { return nil }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var sizes: [String: Int] = [:]  // anchor name → values it stands for
            var open: [(anchor: String?, size: Int)] = []  // collections being read
            var total = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                let mark = (line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                var added = 0
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_SCALAR_EVENT:
                    added = 1
                    if let anchor = name(event.data.scalar.anchor) { sizes[anchor] = 1 }
                case YAML_ALIAS_EVENT:
                    added = name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
                case YAML_SEQUENCE_START_EVENT:
                    open.append((name(event.data.sequence_start.anchor), 1))
                case YAML_MAPPING_START_EVENT:
                    open.append((name(event.data.mapping_start.anchor), 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let closed = open.popLast() else { break }
                    if let anchor = closed.anchor { sizes[anchor] = closed.size }
                    if !open.isEmpty {
                        open[open.count - 1].size = min(limit + 1, open[open.count - 1].size + closed.size)
                    }
                    continue
                default:
                    continue
                }
                if !open.isEmpty { open[open.count - 1].size = min(limit + 1, open[open.count - 1].size + added) }
                total = min(limit + 1, total + added)
                if total > limit { return mark }
            }
            return nil
        }
    }

    private static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
