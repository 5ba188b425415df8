import Yams

/// Short forms read from one scalar, each part located within it.
extension SpecWalker {
    /// `Type` or `Type = value` in one scalar, each part located within it.
    mutating func typeAndValue(_ node: Node, _ what: String) -> (SwiftCode, SwiftCode?)? {
        guard let text = reader.string(node, what) else { return nil }
        let location = reader.location(of: node)
        let offset = node.scalar?.style == .plain ? 0 : 1
        let parts = ShortForms.typeAndValue(text)
        guard !parts.type.0.isEmpty else {
            reader.log.error("\(what) needs a type: write 'Type' or 'Type = default'", at: location)
            return nil
        }
        let type = SwiftCode(parts.type.0, at: location.advanced(byColumns: offset + parts.type.1))
        guard let value = parts.value else { return (type, nil) }
        guard !value.0.isEmpty else {
            reader.log.error(
                "\(what) has '=' but no value after it",
                at: location.advanced(byColumns: offset + value.1)
            )
            return nil
        }
        return (type, SwiftCode(value.0, at: location.advanced(byColumns: offset + value.1)))
    }
}
