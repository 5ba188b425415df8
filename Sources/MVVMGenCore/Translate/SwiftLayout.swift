/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line.
enum SwiftLayout {
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
