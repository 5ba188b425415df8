/// Routes: the screens a screen can show.
extension SpecWalker {
    /// The kind of a route back, when `node` is written `{show: pop|dismiss|popToRoot, …}`.
    static func backKind(_ node: YAMLNode) -> BackRouteSpec.Kind? {
        guard let show = node.mapping?.first(where: { $0.key.scalar?.string == "show" })?.value.scalar?.string else {
            return nil
        }
        return BackRouteSpec.Kind(rawValue: show)
    }

    /// `name: {show: pop|dismiss|popToRoot, summary}`: back, showing no new screen.
    mutating func readBackRoute(name: Name, kind: BackRouteSpec.Kind, _ node: YAMLNode) -> BackRouteSpec? {
        // It shows no screen: an unknown key here is 'to' or 'with'.
        let what = "route '\(name)' (\(kind.rawValue))"
        guard let fields = reader.fields(node, what, allowed: ["show", "summary"]) else { return nil }
        let summary = fields["summary"].flatMap { reader.string($0, "the summary of \(what)") }
        return BackRouteSpec(name: name, kind: kind, summary: summary)
    }

    /// `name: Screen` (pushed), or `name: {to, show, with, summary}`.
    mutating func readRoute(name: Name, _ node: YAMLNode) -> RouteSpec? {
        let what = "route '\(name)'"
        switch entryForm(node, what, allowed: SpecKeys.route, required: ["to"]) {
        case .short(let node)?:
            guard reader.code(node, "the target screen of \(what)") != nil else { return nil }
            return RouteSpec(name: name, target: reader.name(of: node))
        case .long(let fields)?:
            guard let targetNode = fields["to"], reader.code(targetNode, "'to' of \(what)") != nil else { return nil }
            var route = RouteSpec(name: name, target: reader.name(of: targetNode))
            if let node = fields["show"] {
                route.presentation = reader.choice(node, "'show' of \(what)", as: RouteSpec.Presentation.self) ?? .push
            }
            if let node = fields["with"] { route.parameters = readParameters(node, of: what) }
            if let node = fields["summary"] { route.summary = reader.string(node, "the summary of \(what)") }
            return route
        case nil:
            return nil
        }
    }
}
