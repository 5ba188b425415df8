import Yams

/// Routes: the screens a screen can show.
extension SpecWalker {
    /// Whether `node` is written `{show: popToRoot, …}`.
    static func isPopToRoot(_ node: Node) -> Bool {
        node.mapping?["show"]?.scalar?.string == RouteSpec.popToRoot
    }

    /// `name: {show: popToRoot, summary}`: back to the first screen of the stack.
    mutating func readPopToRoot(name: Name, _ node: Node) -> RootPopSpec? {
        // It goes back to the stack's first screen: an unknown key here is 'to' or 'with'.
        let what = "route '\(name)' (popToRoot)"
        guard let fields = reader.fields(node, what, allowed: ["show", "summary"]) else { return nil }
        let summary = fields["summary"].flatMap { reader.string($0, "the summary of \(what)") }
        return RootPopSpec(name: name, summary: summary)
    }

    /// `name: Screen` (pushed), or `name: {to, show, with, summary}`.
    mutating func readRoute(name: Name, _ node: Node) -> RouteSpec? {
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
