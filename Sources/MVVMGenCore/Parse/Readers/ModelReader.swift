/// Models with their fields, and fixtures: sample instances of models.
extension SpecWalker {
    /// `{fields, summary, conforms}`; read even without `fields`, so uses of it are checked.
    mutating func readModel(name: Name, _ node: YAMLNode) -> ModelSpec? {
        let what = "model '\(name)'"
        guard let fields = reader.fields(node, what, allowed: SpecKeys.model, required: ["fields"]) else { return nil }
        var model = ModelSpec(name: name)
        if let node = fields["summary"] { model.summary = reader.string(node, "the summary of \(what)") }
        if let node = fields["conforms"] { model.conforms = reader.names(node, "'conforms' of \(what)") }
        if let node = fields["fields"] {
            model.fields = entries(node, "the fields of \(what)").compactMap { readField(name: $0, $1, of: what) }
        }
        return model
    }

    /// `name: Type`, `name: Type = value` or `{type, default, summary}`.
    mutating func readField(name: Name, _ node: YAMLNode, of model: String) -> FieldSpec? {
        let what = "field '\(name)' of \(model)"
        guard let entry = typedEntry(node, what, allowed: SpecKeys.field) else { return nil }
        var field = FieldSpec(name: name, type: entry.type, defaultValue: entry.value)
        if let node = entry.fields["summary"] { field.summary = reader.string(node, "the summary of \(what)") }
        return field
    }

    /// `{model, values, summary}`.
    mutating func readFixture(name: Name, _ node: YAMLNode) -> FixtureSpec? {
        let what = "fixture '\(name)'"
        guard let fields = reader.fields(node, what, allowed: SpecKeys.fixture, required: ["model"]),
            let modelNode = fields["model"], reader.code(modelNode, "the model of \(what)") != nil
        else { return nil }
        var fixture = FixtureSpec(name: name, model: reader.name(of: modelNode))
        if let node = fields["summary"] { fixture.summary = reader.string(node, "the summary of \(what)") }
        if let node = fields["values"] {
            fixture.values = entries(node, "the values of \(what)").map { ($0, fixtureValue($1)) }
        }
        return fixture
    }

    /// A value kept as YAML gave it; the validator types it against the model's fields.
    func fixtureValue(_ node: YAMLNode) -> FixtureValue {
        let location = reader.location(of: node)
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, quoted: scalar.style != .plain, at: location)
        case .sequence(let sequence):
            return .sequence(sequence.map(fixtureValue), at: location)
        case .mapping(let mapping):
            return .mapping(mapping.map { (reader.name(of: $0.key), fixtureValue($0.value)) }, at: location)
        }
    }
}
