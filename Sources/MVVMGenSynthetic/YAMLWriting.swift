// Text as random specs write it: YAML lines and scalars, Swift literals.

/// Lines of YAML text, indented by two spaces a level.
struct YAMLLines {
    private(set) var text = ""

    mutating func add(_ indent: Int, _ line: String) {
        text += String(repeating: "  ", count: indent) + line + "\n"
    }

    /// A `summary:` key: double-quoted, or a literal block when it has several lines.
    mutating func summary(_ indent: Int, _ summary: String) {
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
        let isBlockSafe = lines.count > 1 && lines.allSatisfy { !$0.isEmpty && $0.first != " " && !$0.contains("\t") }
        guard isBlockSafe else {
            add(indent, "summary: " + YAMLText.doubleQuoted(summary))
            return
        }
        add(indent, "summary: |-")
        for line in lines { add(indent + 1, String(line)) }
    }
}

/// Swift source text for values.
enum SwiftLiteral {
    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// YAML scalars written so they read back as the same text.
enum YAMLText {
    /// YAML's double-quoted escapes for these characters are Swift's.
    static func doubleQuoted(_ text: String) -> String {
        SwiftLiteral.string(text)
    }

    /// Plain when safe (letters, digits, `_`), single-quoted otherwise.
    static func scalar(_ text: String) -> String {
        let isPlain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !isPlain else { return text }
        return "'" + text.map { $0 == "'" ? "''" : String($0) }.joined() + "'"
    }
}
