/// The two ways to write an entry: one scalar, or a mapping of keys. Every entry that has
/// both is told apart here, so the long form's keys are always checked the same way.
enum EntryForm {
    /// One scalar: `Type`, `Type = value`, a screen's name, a callback.
    case short(YAMLNode)
    /// The long form's values by key, every key among the allowed ones.
    case long(MappingFields)
}

/// An entry written `Type`, `Type = value`, or as a mapping with a required `type` and an
/// optional `default`: owned and given objects, properties, fields and parameters.
struct TypedEntry {
    var type: SwiftCode
    /// The value after `=` in the short form, or the long form's `default`.
    var value: SwiftCode?
    /// The long form's keys (none for the short form), for each reader to read its own.
    var fields = MappingFields(pairs: [])
}

extension SpecWalker {
    /// Which form `node` takes; a mapping has its keys checked against `allowed` and
    /// `required`. A missing required key is reported here; the caller stops when it needs
    /// that key. Nil when `node` is neither form (the error is logged).
    mutating func entryForm(_ node: YAMLNode, _ what: String, allowed: [String], required: [String] = []) -> EntryForm?
    {
        if node.scalar != nil { return .short(node) }
        return reader.fields(node, what, allowed: allowed, required: required).map(EntryForm.long)
    }

    /// `[Job]` or `[String: Int]` written without quotes, which YAML reads as a list: the
    /// Swift type it was meant to be, for the message.
    static func swiftTypeReadAsList(_ node: YAMLNode) -> String? {
        guard let items = node.sequence, items.count == 1, let item = items.first else {
            return nil
        }
        if let element = item.scalar?.string { return "[\(element)]" }
        if let pairs = item.mapping, pairs.count == 1, let pair = pairs.first,
            let key = pair.key.scalar?.string, let value = pair.value.scalar?.string
        {
            return "[\(key): \(value)]"
        }
        return nil
    }

    /// A typed entry. With `shortFormHasValue: false` (parameters, which have no default)
    /// the whole scalar is the type.
    mutating func typedEntry(
        _ node: YAMLNode,
        _ what: String,
        allowed: [String],
        shortFormHasValue: Bool = true
    ) -> TypedEntry? {
        if let type = Self.swiftTypeReadAsList(node) {
            reader.log.error(
                "\(what) is read as a YAML list: write the Swift type in quotes, \"\(type)\"",
                at: reader.location(of: node)
            )
            return nil
        }
        switch entryForm(node, what, allowed: allowed, required: ["type"]) {
        case .short(let node)? where shortFormHasValue:
            return typeAndValue(node, what).map { TypedEntry(type: $0, value: $1) }
        case .short(let node)?:
            return reader.code(node, "the type of \(what)").map { TypedEntry(type: $0) }
        case .long(let fields)?:
            guard let typeNode = fields["type"], let type = reader.code(typeNode, "the type of \(what)") else {
                return nil
            }
            var entry = TypedEntry(type: type, fields: fields)
            if let node = fields["default"] { entry.value = reader.code(node, "the default of \(what)") }
            return entry
        case nil:
            return nil
        }
    }

    /// `Type` or `Type = value` in one scalar, each part located within it.
    mutating func typeAndValue(_ node: YAMLNode, _ what: String) -> (SwiftCode, SwiftCode?)? {
        guard let text = reader.string(node, what) else { return nil }
        let location = reader.textLocation(of: node)
        let parts = ShortForms.typeAndValue(text)
        guard !parts.type.0.isEmpty else {
            reader.log.error("\(what) needs a type: write 'Type' or 'Type = default'", at: location)
            return nil
        }
        let type = SwiftCode(parts.type.0, at: location.advanced(byColumns: parts.type.1))
        guard let value = parts.value else { return (type, nil) }
        guard !value.0.isEmpty else {
            reader.log.error(
                "\(what) has '=' but no value after it",
                at: location.advanced(byColumns: value.1)
            )
            return nil
        }
        return (type, SwiftCode(value.0, at: location.advanced(byColumns: value.1)))
    }
}
