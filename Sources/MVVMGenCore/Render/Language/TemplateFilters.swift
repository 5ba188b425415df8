/// The filters a template may apply with `|`: each takes a printed value (or, `join`, a list)
/// and gives text.
enum TemplateFilters {
    struct Filter: Sendable {
        var name: String
        var summary: String
        /// Whether it is written `|name:"argument"`; `nil` when the argument may be left out.
        var argument: Bool?
        var takesList: Bool
        /// Given the output's current line instead of an argument: a filter that lays text
        /// out where the template puts it.
        var readsLine = false
        var apply: @Sendable (TemplateValue?, String?) -> TemplateValue
    }

    static let all: [Filter] = [
        Filter(name: "uppercase", summary: "The text in capitals.", argument: false, takesList: false) {
            value,
            _ in .string(text(value, nil).uppercased())
        },
        Filter(name: "lowercase", summary: "The text in small letters.", argument: false, takesList: false) {
            value,
            _ in .string(text(value, nil).lowercased())
        },
        Filter(
            name: "capitalize",
            summary: "The text with its first letter a capital.",
            argument: false,
            takesList: false
        ) {
            value,
            _ in .string(SwiftNames.upperFirst(text(value, nil)))
        },
        Filter(
            name: "default",
            summary: "The argument when the value is absent or empty: `|default:\"none\"`.",
            argument: true,
            takesList: false
        ) { value, argument in
            let shown = text(value, nil)
            return .string(shown.isEmpty ? argument ?? "" : shown)
        },
        Filter(
            name: "doc",
            summary:
                "The text as the rest of a `///` comment: trimmed, and each further line begun as this line is, up to its `///`: `/// {{ command.summaryText|doc }}`.",
            argument: false,
            takesList: false,
            readsLine: true
        ) { value, line in
            .string(DocComment.continued(text(value, nil), line: line ?? ""))
        },
        Filter(
            name: "join",
            summary: "A list's items joined by the argument: `|join:\", \"`; nothing between them when it is left out.",
            argument: nil,
            takesList: true
        ) { value, argument in
            guard case .list(let items)? = value else { return .string(text(value, nil)) }
            // Written as bytes into one buffer, made a string once: no array of the items'
            // texts, and no `String` append (hundreds of instructions each).
            var joined = RenderedText(capacity: 64)
            for (index, item) in items.enumerated() {
                if index > 0, let argument { joined.append(argument) }
                joined.append(text(item, nil))
            }
            return .string(joined.string)
        },
        Filter(
            name: "importLines",
            summary:
                "`import` lines for a list's modules and the argument's (names separated by spaces), sorted as swift-format sorts them, each once: `{{ imports|importLines:\"Foundation MVVMRuntime\" }}`.",
            argument: true,
            takesList: true
        ) { value, argument in
            var names: [String] = []
            if case .list(let items)? = value { names = items.map { text($0, nil) } }
            appendWords(of: argument ?? "", to: &names)
            // Sorted, then each once: every file of a run asks, so no set is made.
            names.sort()
            // Written as bytes, made a string once (a `String` append costs hundreds of
            // instructions).
            var lines = RenderedText(capacity: 128)
            var previous: String?
            for name in names where name != previous {
                lines.append(previous == nil ? "import " : "\nimport ")
                lines.append(name)
                previous = name
            }
            return .string(lines.string)
        },
    ]

    /// The words of `text` between spaces, appended to `words`. In bytes, a space being one
    /// byte and always a character of its own, each word made from its bytes at once: every
    /// file a run renders splits its template's `importLines` argument.
    static func appendWords(of text: String, to words: inout [String]) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                if index > start {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
                start = index + 1
            }
        }
    }

    static let byName: [String: Filter] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// How a value prints: text as it is, numbers and booleans spelled out, nothing for an
    /// absent value.
    static func text(_ value: TemplateValue?, _: String?) -> String {
        switch value {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .int(let int): String(int)
        case nil, .list, .object, .loop: ""
        }
    }
}
