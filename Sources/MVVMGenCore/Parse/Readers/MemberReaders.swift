import Yams

/// The members a screen holds as values: owned and given objects, properties and lists.
extension SpecWalker {
    /// `name: Type`, `name: Type = value` or the long form `{type, default, sample}`.
    mutating func readDependency(name: Name, _ node: Node, owned: Bool) -> DependencySpec? {
        let what = "'\(name)'"
        if node.scalar != nil {
            guard let (type, value) = typeAndValue(node, what) else { return nil }
            return DependencySpec(name: name, type: type, initialValue: value)
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.dependency, required: ["type"]),
            let typeNode = fields["type"], let type = reader.code(typeNode, "the type of \(what)")
        else { return nil }
        var dependency = DependencySpec(name: name, type: type)
        if let node = fields["default"] { dependency.initialValue = reader.code(node, "the default of \(what)") }
        if let node = fields["sample"] { dependency.sample = reader.code(node, "the sample of \(what)") }
        if let node = fields["summary"] { dependency.summary = reader.string(node, "the summary of \(what)") }
        return dependency
    }

    mutating func readProperty(name: Name, _ node: Node) -> PropertySpec? {
        let what = "property '\(name)'"
        if node.scalar != nil {
            guard let (type, value) = typeAndValue(node, what) else { return nil }
            return PropertySpec(name: name, type: type, defaultValue: value)
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.property, required: ["type"]),
            let typeNode = fields["type"], let type = reader.code(typeNode, "the type of \(what)")
        else { return nil }
        var property = PropertySpec(name: name, type: type)
        if let node = fields["access"] {
            property.access = reader.choice(node, "the access of \(what)", as: PropertyAccess.self) ?? .readonly
        }
        if let node = fields["default"] { property.defaultValue = reader.code(node, "the default of \(what)") }
        if let node = fields["sample"] { property.sample = reader.code(node, "the sample of \(what)") }
        if let node = fields["summary"] { property.summary = reader.string(node, "the summary of \(what)") }
        return property
    }

    mutating func readList(name: Name, _ node: Node) -> ListSpec? {
        let what = "list '\(name)'"
        if node.scalar != nil {
            guard let item = reader.code(node, "the item type of \(what)") else { return nil }
            return ListSpec(name: name, item: item)
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.list) else { return nil }
        var child: Name?
        if let node = fields["child"], reader.string(node, "the child screen of \(what)") != nil {
            child = reader.name(of: node)
        }
        let item: SwiftCode?
        switch (fields["item"], child) {
        case (let node?, nil):
            item = reader.code(node, "the item type of \(what)")
        case (nil, let child?):
            item = SwiftCode("\(child.text)ViewModel", at: child.location)
        case (_?, let child?):
            reader.log.error(
                "\(what) has both 'item' and 'child': a child screen sets the item type",
                at: child.location
            )
            item = nil
        case (nil, nil):
            reader.log.error(
                "\(what) needs 'item' (the type of a row) or 'child' (a cell screen)",
                at: reader.location(of: node)
            )
            item = nil
        }
        guard let item else { return nil }
        var list = ListSpec(name: name, item: item, child: child)
        if let node = fields["accessor"], reader.string(node, "the accessor of \(what)") != nil {
            list.accessor = reader.name(of: node)
        }
        if let node = fields["sample"] { list.sample = reader.code(node, "the sample of \(what)") }
        if let node = fields["summary"] { list.summary = reader.string(node, "the summary of \(what)") }
        return list
    }
}
