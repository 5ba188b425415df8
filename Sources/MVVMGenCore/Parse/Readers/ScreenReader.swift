/// A screen: its keys, each handed to the reader of what it holds.
extension SpecWalker {
    mutating func readScreen(name: Name, _ node: YAMLNode) -> ScreenSpec? {
        var screen = ScreenSpec(name: name)
        if reader.isNull(node) { return screen }
        let what = "screen '\(name)'"
        guard let fields = reader.fields(node, what, allowed: SpecKeys.screen) else { return nil }
        if let node = fields["summary"] { screen.summary = reader.string(node, "the summary of \(what)") }
        if let node = fields["title"], let text = reader.string(node, "the title of \(what)") {
            screen.title = (text, reader.location(of: node))
        }
        if let node = fields["kind"] {
            screen.kind = reader.choice(node, "the kind of \(what)", as: ScreenKind.self) ?? .plain
        }
        if let node = fields["flavour"], let flavour = reader.choice(node, "the flavour of \(what)", as: Flavour.self) {
            screen.flavour = flavour
            screen.flavourLocation = reader.location(of: node)
        }
        if let node = fields["owns"] {
            screen.owns = entries(node, "'owns' of \(what)").compactMap { readDependency(name: $0, $1) }
        }
        if let node = fields["given"] {
            screen.given = entries(node, "'given' of \(what)").compactMap { readDependency(name: $0, $1) }
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
            for (name, node) in entries(node, "'routes' of \(what)") {
                if let kind = Self.backKind(node) {
                    if let back = readBackRoute(name: name, kind: kind, node) { screen.backRoutes.append(back) }
                } else if let route = readRoute(name: name, node) {
                    screen.routes.append(route)
                }
            }
        }
        if let node = fields["tabs"] { (screen.tabs, screen.tabItems) = readTabs(node, of: what) }
        if let node = fields["hud"], reader.bool(node, "'hud' of \(what)") == true {
            screen.hud = reader.location(of: node)
        }
        if let node = fields["header"], reader.code(node, "'header' of \(what)") != nil {
            screen.header = reader.name(of: node)
        }
        if let node = fields["refresh"], reader.code(node, "'refresh' of \(what)") != nil {
            screen.refresh = reader.name(of: node)
        }
        if let node = fields["silence"] { screen.silence = reader.names(node, "'silence' of \(what)") ?? [] }
        return screen
    }
}
