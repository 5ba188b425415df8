/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line. What
/// `{% wrap %}` does in a template.
enum SwiftLayout {
    /// Stands for an item in a wrap's rendered text, between its prefix and its suffix.
    static let itemMark: Character = "\u{1}"
    private static let markByte: UInt8 = 1

    /// A wrap as its body rendered, `prefix(` and `)suffix` around item marks, appended to
    /// `output`: on one line when it fits after what is already on `output`'s last line and
    /// no item has a trailing comment; else one item per line, one level deeper than that
    /// line's indentation. Appended piece by piece: a run lays out thousands of wraps.
    static func append(_ inner: String, items: [(text: String, trailing: String)], to output: inout String) {
        // Searched in bytes: the mark, a newline and a space are one byte each, and each
        // always a character of its own.
        guard let first = inner.utf8.firstIndex(of: markByte), let last = inner.utf8.lastIndex(of: markByte) else {
            output += inner
            return
        }
        let prefix = inner[..<first]
        let suffix = inner[inner.utf8.index(after: last)...]
        let line = lastLine(of: output)
        let indent = line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
        if !items.contains(where: { !$0.trailing.isEmpty }),
            width(line) + oneLineWidth(prefix, items, suffix) <= lineLength
        {
            output += prefix
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                output += item.text
            }
            output += suffix
            return
        }
        // A collection literal laid out over lines ends its last item with a comma, as
        // swift-format writes it; a call's or declaration's last argument has none.
        let isLiteral = prefix.hasSuffix("[")
        let itemIndent = String(repeating: " ", count: indent) + indentUnit
        output += prefix
        for (index, item) in items.enumerated() {
            output += "\n"
            output += itemIndent
            output += item.text
            if index < items.count - 1 || isLiteral { output += "," }
            if !item.trailing.isEmpty {
                output += "  // "
                output += item.trailing
            }
        }
        output += "\n"
        output += String(repeating: " ", count: indent)
        output += suffix
    }

    /// The width of `prefix`, the items joined by ", " and `suffix` as one text: the sum of
    /// the parts' when all are plain ASCII, else counted on the joined text (characters can
    /// join across the seams).
    private static func oneLineWidth(
        _ prefix: Substring,
        _ items: [(text: String, trailing: String)],
        _ suffix: Substring
    ) -> Int {
        guard isPlain(prefix), isPlain(suffix), items.allSatisfy({ isPlain($0.text) }) else {
            return (prefix + items.map(\.text).joined(separator: ", ") + suffix).count
        }
        let separators = 2 * max(0, items.count - 1)
        return prefix.utf8.count + suffix.utf8.count + items.reduce(separators) { $0 + $1.text.utf8.count }
    }

    /// The length of `text` in characters, as swift-format counts a line: its bytes when
    /// they are ASCII but CR (CR LF is one character), without breaking it into characters.
    static func width(_ text: some StringProtocol) -> Int {
        isPlain(text) ? text.utf8.count : text.count
    }

    /// ASCII without CR: each byte a character of its own.
    private static func isPlain(_ text: some StringProtocol) -> Bool {
        !text.utf8.contains { $0 >= 0x80 || $0 == 0x0D }
    }

    /// What `output`'s last line holds so far, found in bytes (a newline is one byte and
    /// always a character of its own).
    static func lastLine(of output: String) -> Substring {
        let utf8 = output.utf8
        return output[(utf8.lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex)...]
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
