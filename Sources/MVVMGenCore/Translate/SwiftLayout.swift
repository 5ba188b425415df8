/// Lays out lists the way the shipped swift-format configuration does, so that generated
/// code is already formatted: on one line when it fits, otherwise one item per line.
enum SwiftLayout {
    /// The `lineLength` of the shipped `.swift-format`.
    static let lineLength = 120
    static let indentUnit = "    "

    /// `prefix(a, b)suffix` on one line if it fits at `indent`, else one item per line.
    static func wrapped(_ prefix: String, _ items: [String], _ suffix: String, indent: Int) -> String {
        let indentText = String(repeating: indentUnit, count: indent)
        let oneLine = prefix + "(" + items.joined(separator: ", ") + ")" + suffix
        if items.isEmpty || (indentText + oneLine).count <= lineLength {
            return oneLine
        }
        let inner = indentText + indentUnit
        return prefix + "(\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + indentText + ")" + suffix
    }
}
