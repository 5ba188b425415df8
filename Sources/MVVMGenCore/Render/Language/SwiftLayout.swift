/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line. What
/// `{% wrap %}` does in a template.
enum SwiftLayout {
    /// A wrap's item as rendered: its text, the comment after it, and whether the text is
    /// plain ASCII (`isPlain`), found while its bytes were at hand.
    typealias Item = (text: String, trailing: String, isPlain: Bool)

    /// Stands for an item in a wrap's rendered text, between its prefix and its suffix.
    static let itemMark: UInt8 = 1

    /// A wrap as its body rendered, `prefix(` and `)suffix` around item marks, appended to
    /// `output`: on one line when it fits after what is already on `output`'s last line and
    /// no item has a trailing comment; else one item per line, one level deeper than that
    /// line's indentation. Laid out in bytes (the mark, a newline and a space are one byte
    /// each, and each always a character of its own): a run lays out thousands of wraps.
    static func append(
        _ inner: borrowing RenderedText,
        items: [Item],
        to output: inout RenderedText
    ) {
        inner.withBytes { bytes in
            guard let first = bytes.firstIndex(of: itemMark), let last = bytes.lastIndex(of: itemMark) else {
                output.append(bytes)
                return
            }
            let prefix = UnsafeBufferPointer(rebasing: bytes[..<first])
            let suffix = UnsafeBufferPointer(rebasing: bytes[(last + 1)...])
            let (indent, lineWidth) = output.withLastLine { line in
                (line.prefix { $0 == UInt8(ascii: " ") }.count, width(line))
            }
            if !items.contains(where: { !$0.trailing.isEmpty }),
                lineWidth + oneLineWidth(prefix, items, suffix) <= lineLength
            {
                output.append(prefix)
                for (index, item) in items.enumerated() {
                    if index > 0 { output.append(", ") }
                    output.append(item.text)
                }
                output.append(suffix)
                return
            }
            // A collection literal laid out over lines ends its last item with a comma, as
            // swift-format writes it; a call's or declaration's last argument has none.
            let isLiteral = prefix.last == UInt8(ascii: "[")
            let itemIndent = String(repeating: " ", count: indent) + indentUnit
            output.append(prefix)
            for (index, item) in items.enumerated() {
                output.append("\n")
                output.append(itemIndent)
                output.append(item.text)
                if index < items.count - 1 || isLiteral { output.append(",") }
                if !item.trailing.isEmpty {
                    output.append("  // ")
                    output.append(item.trailing)
                }
            }
            output.append("\n")
            output.append(String(repeating: " ", count: indent))
            output.append(suffix)
        }
    }

    /// The width of `prefix`, the items joined by ", " and `suffix` as one text: the sum of
    /// the parts' when all are plain ASCII, else counted on the joined text (characters can
    /// join across the seams).
    private static func oneLineWidth(
        _ prefix: UnsafeBufferPointer<UInt8>,
        _ items: [Item],
        _ suffix: UnsafeBufferPointer<UInt8>
    ) -> Int {
        guard PlainText.isPlain(prefix), PlainText.isPlain(suffix), items.allSatisfy(\.isPlain) else {
            let joined = items.map(\.text).joined(separator: ", ")
            return (String(decoding: prefix, as: UTF8.self) + joined + String(decoding: suffix, as: UTF8.self)).count
        }
        let separators = 2 * max(0, items.count - 1)
        return prefix.count + suffix.count + items.reduce(separators) { $0 + $1.text.utf8.count }
    }

    /// The length of `text` in characters, as swift-format counts a line: its bytes when
    /// they are ASCII but CR (CR LF is one character), without breaking it into characters.
    static func width(_ text: some StringProtocol) -> Int {
        PlainText.isPlain(text.utf8) ? text.utf8.count : text.count
    }

    /// The same for a line's UTF-8 bytes.
    static func width(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        PlainText.isPlain(bytes) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
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
