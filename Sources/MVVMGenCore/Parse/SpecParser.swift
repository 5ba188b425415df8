import Yams

/// Stage 1: YAML text to `SpecFile`. Checks the shape of what was written (known keys,
/// the right kinds of values, short forms); cross-references are the validator's job.
public enum SpecParser {
    /// What could be read, with the problems found on the way. Throws only when the text
    /// is not YAML at all.
    public static func parse(_ input: InputFile) throws(DiagnosticsError) -> ParsedSpec {
        let root = try YAMLLoader.load(input)
        var parser = Walker(reader: NodeReader(file: input.path), file: SpecFile(input: input))
        parser.readFile(root)
        return ParsedSpec(file: parser.file, diagnostics: parser.reader.log.sorted)
    }
}

/// The keys each part of a screen description accepts, in the order the README lists them.
public enum SpecKeys {
    public static let file = ["screens", "models", "fixtures", "types", "silence"]
    public static let screen = [
        "summary", "kind", "owns", "given", "properties", "lists", "commands", "callbacks", "routes", "tabs",
        "silence",
    ]
    public static let dependency = ["type", "default", "sample", "summary"]
    public static let property = ["type", "access", "default", "sample", "summary"]
    public static let list = ["item", "child", "accessor", "sample", "summary"]
    public static let command = ["parameters", "async", "sends", "reads", "summary"]
    public static let parameter = ["type", "sample"]
    public static let route = ["to", "show", "with", "summary"]
    public static let model = ["summary", "fields", "conforms"]
    public static let field = ["type", "default", "summary"]
    public static let fixture = ["model", "values", "summary"]
}

private struct Walker {
    var reader: NodeReader
    var file: SpecFile

    mutating func readFile(_ root: Node) {
        guard let fields = reader.fields(root, "the top level", allowed: SpecKeys.file, required: ["screens"]) else {
            return
        }
        if let node = fields["types"] { file.types = reader.names(node, "'types'") ?? [] }
        if let node = fields["silence"] { file.silence = reader.names(node, "'silence'") ?? [] }
        if let node = fields["models"] {
            file.models = entries(node, "'models'").compactMap { name, node in
                readModel(name: name, node) ?? unreadable(name)
            }
        }
        if let node = fields["fixtures"] {
            file.fixtures = entries(node, "'fixtures'").compactMap { readFixture(name: $0, $1) }
        }
        if let node = fields["screens"] {
            file.screens = entries(node, "'screens'").compactMap { name, node in
                readScreen(name: name, node) ?? unreadable(name)
            }
        }
    }

    /// Notes a screen or model that could not be read (its error is already logged).
    mutating func unreadable<Value>(_ name: Name) -> Value? {
        file.unreadable.insert(name.text)
        return nil
    }

    /// The `name: value` entries of a mapping, names in the order written.
    mutating func entries(_ node: Node, _ what: String) -> [(Name, Node)] {
        if reader.isNull(node) { return [] }
        return (reader.mapping(node, what) ?? []).map { (reader.name(of: $0.key), $0.value) }
    }

    // MARK: - Screens

    mutating func readScreen(name: Name, _ node: Node) -> ScreenSpec? {
        var screen = ScreenSpec(name: name)
        if reader.isNull(node) { return screen }
        let what = "screen '\(name)'"
        guard let fields = reader.fields(node, what, allowed: SpecKeys.screen) else { return nil }
        if let node = fields["summary"] { screen.summary = reader.string(node, "the summary of \(what)") }
        if let node = fields["kind"] {
            screen.kind = reader.choice(node, "the kind of \(what)", as: ScreenKind.self) ?? .plain
        }
        if let node = fields["owns"] {
            screen.owns = entries(node, "'owns' of \(what)").compactMap { readDependency(name: $0, $1, owned: true) }
        }
        if let node = fields["given"] {
            screen.given = entries(node, "'given' of \(what)").compactMap { readDependency(name: $0, $1, owned: false) }
        }
        if let node = fields["properties"] {
            screen.properties = entries(node, "'properties' of \(what)").compactMap { readProperty(name: $0, $1) }
        }
        if let node = fields["lists"] {
            screen.lists = entries(node, "'lists' of \(what)").compactMap { readList(name: $0, $1) }
        }
        if let node = fields["commands"] {
            screen.commands = entries(node, "'commands' of \(what)").compactMap { readCommand(key: $0, $1) }
        }
        if let node = fields["callbacks"] { screen.callbacks = readCallbacks(node, of: what) }
        if let node = fields["routes"] {
            screen.routes = entries(node, "'routes' of \(what)").compactMap { readRoute(name: $0, $1) }
        }
        if let node = fields["tabs"] { screen.tabs = reader.names(node, "'tabs' of \(what)") ?? [] }
        if let node = fields["silence"] { screen.silence = reader.names(node, "'silence' of \(what)") ?? [] }
        return screen
    }

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
            reader.log.error("\(what) has both 'item' and 'child': a child screen sets the item type", at: child.location)
            item = nil
        case (nil, nil):
            reader.log.error("\(what) needs 'item' (the type of a row) or 'child' (a cell screen)", at: reader.location(of: node))
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

    /// `name(label: Type): [callbacks]`, or `name: {parameters, async, sends, summary}`.
    mutating func readCommand(key: Name, _ node: Node) -> CommandSpec? {
        guard let signature = readSignature(key) else { return nil }
        var command = CommandSpec(name: signature.name, parameters: signature.parameters)
        let what = "command '\(signature.name)'"
        if reader.isNull(node) { return command }
        if node.sequence != nil {
            command.sends = reader.names(node, "the callbacks of \(what)") ?? []
            return command
        }
        if node.scalar != nil {
            // A single callback written without brackets.
            command.sends = [reader.name(of: node)]
            return command
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.command) else { return nil }
        if let node = fields["parameters"] {
            if !signature.parameters.isEmpty {
                reader.log.error(
                    "\(what) lists its parameters twice: in its key and under 'parameters'; keep one",
                    at: reader.location(of: node))
            } else {
                command.parameters = readParameters(node, of: what)
            }
        }
        if let node = fields["async"] { command.isAsync = reader.bool(node, "'async' of \(what)") ?? false }
        if let node = fields["sends"] { command.sends = reader.names(node, "'sends' of \(what)") ?? [] }
        if let node = fields["reads"] { command.reads = reader.names(node, "'reads' of \(what)") ?? [] }
        if let node = fields["summary"] { command.summary = reader.string(node, "the summary of \(what)") }
        return command
    }

    mutating func readSignature(_ key: Name) -> (name: Name, parameters: [ParameterSpec])? {
        let at = { (offset: Int) in key.location.advanced(byColumns: offset) }
        switch ShortForms.signature(key.text) {
        case .success(let signature):
            let name = Name(signature.name.0, at: at(signature.name.1))
            let parameters = signature.parameters.map { parameter in
                ParameterSpec(
                    name: Name(parameter.name.0, at: at(parameter.name.1)),
                    type: SwiftCode(parameter.type.0, at: at(parameter.type.1)))
            }
            return (name, parameters)
        case .failure(.unbalanced):
            reader.log.error("command '\(key)' has an unclosed '(': write name(label: Type, …)", at: key.location)
        case .failure(.missingType(let offset)):
            reader.log.error("a parameter of command '\(key)' has no type: write label: Type", at: at(offset))
        case .failure(.trailingText(let offset)):
            reader.log.error("unexpected text after ')' in command '\(key)'", at: at(offset))
        }
        return nil
    }

    /// `label: Type` lines, or `label: {type, sample}`.
    mutating func readParameters(_ node: Node, of what: String) -> [ParameterSpec] {
        entries(node, "the parameters of \(what)").compactMap { name, node in
            let what = "parameter '\(name)' of \(what)"
            if node.scalar != nil {
                guard let type = reader.code(node, "the type of \(what)") else { return nil }
                return ParameterSpec(name: name, type: type)
            }
            guard let fields = reader.fields(node, what, allowed: SpecKeys.parameter, required: ["type"]),
                let typeNode = fields["type"], let type = reader.code(typeNode, "the type of \(what)")
            else { return nil }
            var parameter = ParameterSpec(name: name, type: type)
            if let node = fields["sample"] { parameter.sample = reader.code(node, "the sample of \(what)") }
            return parameter
        }
    }

    /// `[a, b]`, or a mapping `a: summary`.
    mutating func readCallbacks(_ node: Node, of what: String) -> [CallbackSpec] {
        if node.mapping != nil {
            return entries(node, "'callbacks' of \(what)").map { name, summaryNode in
                let summary = reader.isNull(summaryNode) ? nil : reader.string(summaryNode, "the summary of callback '\(name)'")
                return CallbackSpec(name: name, summary: summary)
            }
        }
        return (reader.names(node, "'callbacks' of \(what)") ?? []).map { CallbackSpec(name: $0) }
    }

    /// `name: Screen` (pushed), or `name: {to, show, with, summary}`.
    mutating func readRoute(name: Name, _ node: Node) -> RouteSpec? {
        let what = "route '\(name)'"
        if node.scalar != nil {
            guard reader.code(node, "the target screen of \(what)") != nil else { return nil }
            return RouteSpec(name: name, target: reader.name(of: node))
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.route, required: ["to"]),
            let targetNode = fields["to"], reader.code(targetNode, "'to' of \(what)") != nil
        else { return nil }
        var route = RouteSpec(name: name, target: reader.name(of: targetNode))
        if let node = fields["show"] {
            route.presentation = reader.choice(node, "'show' of \(what)", as: RouteSpec.Presentation.self) ?? .push
        }
        if let node = fields["with"] { route.parameters = readParameters(node, of: what) }
        if let node = fields["summary"] { route.summary = reader.string(node, "the summary of \(what)") }
        return route
    }

    // MARK: - Models and fixtures

    mutating func readModel(name: Name, _ node: Node) -> ModelSpec? {
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

    mutating func readField(name: Name, _ node: Node, of model: String) -> FieldSpec? {
        let what = "field '\(name)' of \(model)"
        if node.scalar != nil {
            guard let (type, value) = typeAndValue(node, what) else { return nil }
            return FieldSpec(name: name, type: type, defaultValue: value)
        }
        guard let fields = reader.fields(node, what, allowed: SpecKeys.field, required: ["type"]),
            let typeNode = fields["type"], let type = reader.code(typeNode, "the type of \(what)")
        else { return nil }
        var field = FieldSpec(name: name, type: type)
        if let node = fields["default"] { field.defaultValue = reader.code(node, "the default of \(what)") }
        if let node = fields["summary"] { field.summary = reader.string(node, "the summary of \(what)") }
        return field
    }

    mutating func readFixture(name: Name, _ node: Node) -> FixtureSpec? {
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

    func fixtureValue(_ node: Node) -> FixtureValue {
        let location = reader.location(of: node)
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.string, quoted: scalar.style != .plain, at: location)
        case .sequence(let sequence):
            return .sequence(sequence.map(fixtureValue), at: location)
        case .mapping(let mapping):
            return .mapping(mapping.map { (reader.name(of: $0.key), fixtureValue($0.value)) }, at: location)
        case .alias:
            return .scalar("", quoted: false, at: location)
        }
    }

    // MARK: - Short forms

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
            reader.log.error("\(what) has '=' but no value after it", at: location.advanced(byColumns: offset + value.1))
            return nil
        }
        return (type, SwiftCode(value.0, at: location.advanced(byColumns: offset + value.1)))
    }
}
