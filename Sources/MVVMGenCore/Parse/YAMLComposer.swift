// libyaml's event parser, through Yams's C module: one pass builds the nodes and counts
// what aliases expand to, where Yams would need two, and a class and a tag per event.
import CYaml

/// Why a text is not one YAML document mvvmgen can read.
enum YAMLProblem: Error {
    /// libyaml's scanner or parser, or the composer (an undefined alias, a second document).
    case syntax(String, at: YAMLNode.Mark, context: (text: String, at: YAMLNode.Mark)?)
    /// A byte libyaml cannot read (a control character, a bad UTF-8 sequence).
    case reader(String, byteOffset: Int, value: Int32)
    /// The alphabetically first key written twice in a mapping, at both places.
    case duplicateKey(String, first: YAMLNode.Mark, second: YAMLNode.Mark)
    case overflow(AliasBudget.Overflow)
    case memory
}

/// Composes YAML text into `YAMLNode`s: the single document's root, nil for a text with
/// no document (empty, or only comments).
enum YAMLComposer {
    static func compose(_ text: String, limit: AliasBudget.Limit) throws(YAMLProblem) -> YAMLNode? {
        let bytes = Array(text.utf8)
        if bytes.isEmpty { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw .memory }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<YAMLNode?, YAMLProblem> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder(budget: AliasBudget(limit))
            return Result { () throws(YAMLProblem) in try builder.run(&parser) }
        }
        return try result.get()
    }

    /// The collections being read, innermost last, and the values anchors name.
    private struct Builder {
        struct Open {
            var isMapping: Bool
            var anchor: String?
            var mark: YAMLNode.Mark
            var items: [YAMLNode] = []
        }

        var budget: AliasBudget
        var open: [Open] = []
        var anchors: [String: YAMLNode] = [:]
        var root: YAMLNode?
        var documents = 0

        mutating func run(_ parser: inout yaml_parser_t) throws(YAMLProblem) -> YAMLNode? {
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { throw YAMLComposer.problem(of: parser) }
                defer { yaml_event_delete(&event) }
                let mark = YAMLNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                let name = YAMLComposer.name(of: event)
                if let overflow = budget.count(event, name: name) { throw .overflow(overflow) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return root
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    guard documents == 1 else {
                        let start = YAMLNode.Mark(line: 1, column: 1)
                        throw .syntax(
                            "but found another document",
                            at: mark,
                            context: ("expected a single document in the stream", start)
                        )
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = String(
                        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                        as: UTF8.self
                    )
                    let style = YAMLNode.Scalar.Style(rawValue: Int(scalar.style.rawValue)) ?? .any
                    add(.scalar(.init(string: text, style: style, mark: mark)), anchor: name)
                case YAML_ALIAS_EVENT:
                    guard let name, let node = anchors[name] else {
                        throw .syntax("found undefined alias", at: mark, context: nil)
                    }
                    add(node, anchor: nil)
                case YAML_SEQUENCE_START_EVENT:
                    open.append(Open(isMapping: false, anchor: name, mark: mark))
                case YAML_MAPPING_START_EVENT:
                    open.append(Open(isMapping: true, anchor: name, mark: mark))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    let closed = open.removeLast()
                    guard closed.isMapping else {
                        add(.sequence(.init(nodes: closed.items, mark: closed.mark)), anchor: closed.anchor)
                        continue
                    }
                    let pairs = stride(from: 0, to: closed.items.count - 1, by: 2).map {
                        (key: closed.items[$0], value: closed.items[$0 + 1])
                    }
                    if let duplicate = YAMLComposer.firstDuplicate(in: pairs) { throw duplicate }
                    add(.mapping(.init(pairs: pairs, mark: closed.mark)), anchor: closed.anchor)
                default:
                    continue
                }
            }
        }

        private mutating func add(_ node: YAMLNode, anchor: String?) {
            if let anchor { anchors[anchor] = node }
            if open.isEmpty {
                root = node
            } else {
                open[open.count - 1].items.append(node)
            }
        }
    }

    /// The anchor of a value, or the name an alias refers to.
    private static func name(of event: yaml_event_t) -> String? {
        let pointer: UnsafeMutablePointer<yaml_char_t>? =
            switch event.type {
            case YAML_SCALAR_EVENT: event.data.scalar.anchor
            case YAML_ALIAS_EVENT: event.data.alias.anchor
            case YAML_SEQUENCE_START_EVENT: event.data.sequence_start.anchor
            case YAML_MAPPING_START_EVENT: event.data.mapping_start.anchor
            default: nil
            }
        return pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    /// Keys are compared as text; most mappings are small, so pairs are compared directly.
    private static func firstDuplicate(in pairs: [YAMLNode.Pair]) -> YAMLProblem? {
        let keys = pairs.compactMap(\.key.scalar)
        var found: (key: String, first: YAMLNode.Mark, second: YAMLNode.Mark)?
        if keys.count <= 16 {
            for (index, key) in keys.enumerated() where found.map({ key.string < $0.key }) ?? true {
                if let earlier = keys[..<index].first(where: { $0.string == key.string }) {
                    found = (key.string, earlier.mark, key.mark)
                }
            }
        } else {
            var seen: [String: YAMLNode.Mark] = [:]
            for key in keys {
                if let earlier = seen[key.string] {
                    if found.map({ key.string < $0.key }) ?? true { found = (key.string, earlier, key.mark) }
                } else {
                    seen[key.string] = key.mark
                }
            }
        }
        return found.map { .duplicateKey($0.key, first: $0.first, second: $0.second) }
    }

    private static func problem(of parser: yaml_parser_t) -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let mark = YAMLNode.Mark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .memory
        case YAML_READER_ERROR:
            return .reader(problem, byteOffset: parser.problem_offset, value: parser.problem_value)
        default:
            let context = parser.context.map { text in
                (
                    text: String(cString: text),
                    at: YAMLNode.Mark(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1)
                )
            }
            return .syntax(problem, at: mark, context: context)
        }
    }
}
