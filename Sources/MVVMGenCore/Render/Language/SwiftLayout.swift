/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line. What
/// `{% wrap %}` does in a template.
enum SwiftLayout {
    /// Stands for an item in a wrap's rendered text, between its prefix and its suffix.
    static let itemMark: Character = "\u{1}"
    private static let markByte: UInt8 = 1

    /// A wrap as its body rendered: `prefix(` and `)suffix` around item marks. One line when
    /// it fits after what is already on the line (`output`'s last line) and no item has a
    /// trailing comment; else one item per line, one level deeper than the line's indentation.
    static func wrapped(_ inner: String, items: [(text: String, trailing: String)], after output: String) -> String {
        // Searched in bytes: the mark, a newline and a space are one byte each, and each
        // always a character of its own.
        guard let first = inner.utf8.firstIndex(of: markByte), let last = inner.utf8.lastIndex(of: markByte) else {
            return inner
        }
        let prefix = String(inner[..<first])
        let suffix = String(inner[inner.utf8.index(after: last)...])
        let utf8 = output.utf8
        let lineStart = utf8.lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex
        let line = output[lineStart...]
        let indentText = String(repeating: " ", count: line.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
        let hasComments = items.contains { !$0.trailing.isEmpty }
        let oneLine = prefix + items.map(\.text).joined(separator: ", ") + suffix
        if !hasComments, width(line) + width(oneLine) <= lineLength { return oneLine }
        let inner = indentText + indentUnit
        // A collection literal laid out over lines ends its last item with a comma, as
        // swift-format writes it; a call's or declaration's last argument has none.
        let isLiteral = prefix.hasSuffix("[")
        let lines = items.enumerated().map { index, item in
            let comma = index < items.count - 1 || isLiteral ? "," : ""
            return inner + item.text + comma + (item.trailing.isEmpty ? "" : "  // " + item.trailing)
        }
        return prefix + "\n" + lines.joined(separator: "\n") + "\n" + indentText + suffix
    }

    /// The length of `text` in characters, as swift-format counts a line: its bytes when
    /// they are ASCII but CR (CR LF is one character), without breaking it into characters.
    static func width(_ text: some StringProtocol) -> Int {
        text.utf8.contains { $0 >= 0x80 || $0 == 0x0D } ? text.count : text.utf8.count
    }

    /// The `lineLength` of the shipped `.swift-format`.
    static let lineLength = 120
    static let indentUnit = "    "

    /// `prefix(a, b)suffix` on one line if it fits at `indent`, else one item per line.
    /// Items with a comment are always one per line, the comment at the end of the line.
    static func wrapped(
        _ prefix: String,
        _ items: [String],
        _ suffix: String,
        indent: Int,
        comments: [String?] = []
    ) -> String {
        let indentText = String(repeating: indentUnit, count: indent)
        let oneLine = prefix + "(" + items.joined(separator: ", ") + ")" + suffix
        let hasComments = comments.contains { $0 != nil }
        if items.isEmpty || (!hasComments && indentText.utf8.count + width(oneLine) <= lineLength) {
            return oneLine
        }
        let inner = indentText + indentUnit
        let lines = items.enumerated().map { index, item in
            let comma = index < items.count - 1 ? "," : ""
            let comment = index < comments.count ? comments[index].map { "  // " + $0 } ?? "" : ""
            return inner + item + comma + comment
        }
        return prefix + "(\n" + lines.joined(separator: "\n") + "\n" + indentText + ")" + suffix
    }
}
