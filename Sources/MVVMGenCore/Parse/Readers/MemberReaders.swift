/// The members a screen holds as values: owned and given objects, properties and lists.
extension SpecWalker {
    /// `name: Type`, `name: Type = value` or the long form `{type, default, sample, summary}`.
    mutating func readDependency(name: Name, _ node: YAMLNode) -> DependencySpec? {
        let what = "'\(name)'"
        guard let entry = typedEntry(node, what, allowed: SpecKeys.dependency) else { return nil }
        var dependency = DependencySpec(name: name, type: entry.type, initialValue: entry.value)
        if let node = entry.fields["sample"] { dependency.sample = reader.code(node, "the sample of \(what)") }
        if let node = entry.fields["summary"] { dependency.summary = reader.string(node, "the summary of \(what)") }
        return dependency
    }

    /// `name: Type`, `name: Type = value` or `{type, access, default, sample, summary}`.
    mutating func readProperty(name: Name, _ node: YAMLNode) -> PropertySpec? {
        let what = "property '\(name)'"
        guard let entry = typedEntry(node, what, allowed: SpecKeys.property) else { return nil }
        var property = PropertySpec(name: name, type: entry.type, defaultValue: entry.value)
        if let node = entry.fields["access"] {
            property.access = reader.choice(node, "the access of \(what)", as: PropertyAccess.self) ?? .readonly
        }
        if let node = entry.fields["sample"] { property.sample = reader.code(node, "the sample of \(what)") }
        if let node = entry.fields["from"] { property.derivedFrom = oneOrMoreNames(node, "'from' of \(what)") }
        if let node = entry.fields["value"] { property.value = reader.code(node, "the value of \(what)") }
        if let node = entry.fields["sends"] { property.sends = oneOrMoreNames(node, "'sends' of \(what)") }
        if let node = entry.fields["summary"] { property.summary = reader.string(node, "the summary of \(what)") }
        return property
    }

    /// `name` or `[name, …]`.
    /// `a` or `[a, b]`: every `sends` and `reads` takes either, as the short forms do.
    mutating func oneOrMoreNames(_ node: YAMLNode, _ what: String) -> [Name] {
        if node.scalar != nil, !reader.isNull(node) {
            return reader.string(node, what) != nil ? [reader.name(of: node)] : []
        }
        return reader.names(node, what) ?? []
    }

    /// `name: Item`, or `{item or child, accessor, sample, summary}`.
    mutating func readList(name: Name, _ node: YAMLNode) -> ListSpec? {
        let what = "list '\(name)'"
        switch entryForm(node, what, allowed: SpecKeys.list) {
        case .short(let node)?:
            return reader.code(node, "the item type of \(what)").map { ListSpec(name: name, item: $0) }
        case .long(let fields)?:
            guard let (item, child) = readListItem(fields, of: node, what) else { return nil }
            var list = ListSpec(name: name, item: item, child: child)
            if let node = fields["accessor"], reader.string(node, "the accessor of \(what)") != nil {
                list.accessor = reader.name(of: node)
            }
            if let node = fields["sample"] { list.sample = reader.code(node, "the sample of \(what)") }
            if let node = fields["paging"] { list.paging = readPaging(node, of: what) }
            if let node = fields["rows"] { list.rows = readRows(node, of: what) }
            if let node = fields["title"] { list.title = reader.string(node, "the title of \(what)") }
            if let node = fields["summary"] { list.summary = reader.string(node, "the summary of \(what)") }
            return list
        case nil:
            return nil
        }
    }

    /// A static list's rows: a sequence of text or Swift expressions, one per row.
    private mutating func readRows(_ node: YAMLNode, of what: String) -> [SwiftCode]? {
        guard let entries = reader.sequence(node, "the rows of \(what)") else { return nil }
        guard !entries.isEmpty else {
            reader.log.error("the rows of \(what) are empty: list one row at least", at: reader.location(of: node))
            return nil
        }
        let rows = entries.compactMap { reader.code($0, "a row of \(what)") }
        return rows.count == entries.count ? rows : nil
    }

    /// The row type of a long-form list: `item`, or the view model of the `child` screen.
    private mutating func readListItem(
        _ fields: MappingFields,
        of list: YAMLNode,
        _ what: String
    ) -> (SwiftCode, Name?)? {
        var child: Name?
        if let node = fields["child"], reader.string(node, "the child screen of \(what)") != nil {
            child = reader.name(of: node)
        }
        switch (fields["item"], child) {
        case (let node?, nil):
            return reader.code(node, "the item type of \(what)").map { ($0, nil) }
        case (nil, nil) where fields["rows"] != nil:  // rows of text
            return (SwiftCode("String", at: reader.location(of: list)), nil)
        case (nil, let child?):
            return (SwiftCode("\(child.text)ViewModel", at: child.location), child)
        case (_?, let child?):
            reader.log.error(
                "\(what) has both 'item' and 'child': a child screen sets the item type",
                at: child.location
            )
            return nil
        case (nil, nil):
            reader.log.error(
                "\(what) needs 'item' (the type of a row) or 'child' (a cell screen)",
                at: reader.location(of: list)
            )
            return nil
        }
    }
}
