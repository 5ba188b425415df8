/// A JSON document built in code and printed with its keys in the order given, two spaces
/// per level: the schema files are byte-identical run after run.
public indirect enum JSONValue: Sendable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The document as text, ending with a newline.
    public var text: String {
        var out = ""
        write(to: &out, indent: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let text): out += Self.quoted(text)
        case .integer(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items) where items.isEmpty: out += "[]"
        case .array(let items) where items.allSatisfy(\.isScalar):
            // Enumerations and type lists stay on one line: shorter, and easier to read.
            out += "[" + items.map(\.text).map { $0.dropLast() }.joined(separator: ", ") + "]"
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: indent + 1)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += closing + "]"
        case .object(let entries) where entries.isEmpty: out += "{}"
        case .object(let entries):
            out += "{\n"
            for (index, entry) in entries.enumerated() {
                out += inner + Self.quoted(entry.key) + ": "
                entry.value.write(to: &out, indent: indent + 1)
                out += index < entries.count - 1 ? ",\n" : "\n"
            }
            out += closing + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .integer, .bool: true
        case .array, .object: false
        }
    }

    /// JSON's string syntax: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
