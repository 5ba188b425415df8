/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line. What
/// `{% wrap %}` does in a template.
enum SwiftLayout {
    /// Stands for an item in a wrap's rendered text, between its prefix and its suffix.
    static let itemMark: Character = "\u{1}"

    /// A wrap as its body rendered: `prefix(` and `)suffix` around item marks. One line when
    /// it fits after what is already on the line (`output`'s last line) and no item has a
    /// trailing comment; else one item per line, one level deeper than the line's indentation.
    static func wrapped(_ inner: String, items: [(text: String, trailing: String)], after output: String) -> String {
        guard let first = inner.firstIndex(of: itemMark), let last = inner.lastIndex(of: itemMark) else {
            return inner
        }
        let prefix = String(inner[..<first])
        let suffix = String(inner[inner.index(after: last)...])
        let lineStart = output.lastIndex(of: "\n").map(output.index(after:)) ?? output.startIndex
        let line = output[lineStart...]
        let indentText = String(line.prefix { $0 == " " })
        let hasComments = items.contains { !$0.trailing.isEmpty }
        let oneLine = prefix + items.map(\.text).joined(separator: ", ") + suffix
        if !hasComments, line.count + oneLine.count <= lineLength { return oneLine }
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
        if items.isEmpty || (!hasComments && (indentText + oneLine).count <= lineLength) {
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
