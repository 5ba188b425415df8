/// Links parsed nodes to the type of the context they render with: a name becomes a loop's
/// slot or a field of the root, a member a step, a filter its function (`LinkedTemplate`).
/// The types decide each step as `TemplateChecker` does; what they do not settle (only in
/// a template that was not checked) is looked up by name while rendering, as it is written.
struct TemplateLinker {
    let root: TemplateObjectType
    /// Loop variables and `forloop`, innermost last, as the evaluator's scope stack will be.
    private var scopes: [(name: String, type: TemplateType?)] = []
    /// What the nodes linked so far point to, for the template that will own it.
    private var parts: [AnyObject] = []
    private var texts: [UnsafeMutableBufferPointer<UInt8>] = []

    init(root: TemplateObjectType) {
        self.root = root
    }

    /// `nodes` linked, in a template that owns their parts.
    mutating func link(_ nodes: [TemplateNode]) -> LinkedTemplate {
        let linked = linkNodes(nodes)
        defer { (parts, texts) = ([], []) }
        return LinkedTemplate(nodes: linked, parts: parts, texts: texts)
    }

    private mutating func linkNodes(_ nodes: [TemplateNode]) -> [LinkedNode] {
        var linked: [LinkedNode] = []
        linked.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .text(let text):
                let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.utf8.count)
                _ = bytes.initialize(from: text.utf8)
                texts.append(bytes)
                linked.append(.text(LinkedText(bytes: UnsafeBufferPointer(bytes))))
            case .output(let expression):
                let filters = expression.filters.map { call in
                    (filter: TemplateFilters.byName[call.name], argument: call.argument)
                }
                linked.append(.output(own(LinkedOutput(path: path(expression.path).linked, filters: filters))))
            case .branches(let branches, let otherwise):
                var linkedBranches: [(condition: LinkedCondition, nodes: [LinkedNode])] = []
                for branch in branches {
                    linkedBranches.append((condition(branch.condition), linkNodes(branch.nodes)))
                }
                linked.append(.branches(own(LinkedBranches(branches: linkedBranches, otherwise: linkNodes(otherwise)))))
            case .loop(let variable, let over, let body, let empty):
                let (path, type) = path(over)
                var element: TemplateType?
                if case .list(let type)? = type { element = type }
                scopes.append(("forloop", .object(.loop)))
                scopes.append((variable, element))
                let linkedBody = linkNodes(body)
                scopes.removeLast(2)
                linked.append(.loop(own(LinkedLoop(path: path, body: linkedBody, empty: linkNodes(empty)))))
            case .include(let name, let place, let nodes):
                linked.append(.include(own(LinkedInclude(name: name, place: place, nodes: linkNodes(nodes)))))
            case .wrap(let nodes):
                linked.append(.wrap(own(LinkedWrap(body: linkNodes(nodes)))))
            case .item(let nodes, let trailing):
                linked.append(.item(own(LinkedItem(body: linkNodes(nodes), trailing: linkNodes(trailing)))))
            }
        }
        return linked
    }

    /// `part`, kept by the template being linked, for a node to point to.
    private mutating func own<Part: AnyObject>(_ part: Part) -> Unmanaged<Part> {
        parts.append(part)
        return .passUnretained(part)
    }

    private mutating func condition(_ condition: TemplateCondition) -> LinkedCondition {
        switch condition {
        case .value(let path): .value(self.path(path).linked)
        case .not(let inner): .not(own(LinkedConditions([self.condition(inner)])))
        case .and(let left, let right): .and(own(LinkedConditions([self.condition(left), self.condition(right)])))
        case .or(let left, let right): .or(own(LinkedConditions([self.condition(left), self.condition(right)])))
        }
    }

    /// The innermost loop's name, else the root's field; then each member by its type.
    private mutating func path(_ path: TemplatePath) -> (linked: Unmanaged<LinkedPath>, type: TemplateType?) {
        let start: LinkedPath.Start
        var type: TemplateType?
        if let slot = scopes.lastIndex(where: { $0.name == path.name }) {
            (start, type) = (.scope(slot), scopes[slot].type)
        } else if let field = root.index[path.name] {
            (start, type) = (.root(field: field), root.fields[field].type)
        } else {
            (start, type) = (.absent, nil)
        }
        var steps: [LinkedPath.Step] = []
        for member in path.members {
            let step = Self.step(member, of: type)
            steps.append(step.step ?? .named(own(LinkedName(member))))
            type = step.type
        }
        return (own(LinkedPath(start: start, steps: steps, place: path.place)), type)
    }

    /// The step that reads `member` of a value of `type`, and the type it reads; no step
    /// when the type does not settle it (the member is then looked up by name).
    private static func step(_ member: String, of type: TemplateType?) -> (step: LinkedPath.Step?, type: TemplateType?)
    {
        switch type {
        case .object(let object)? where object === TemplateObjectType.loop:
            let steps: [String: LinkedPath.Step] = [
                "first": .loopFirst, "last": .loopLast, "counter": .counter, "counter0": .counter0, "length": .length,
            ]
            guard let step = steps[member], let field = object.field(named: member) else { break }
            return (step, field.type)
        case .object(let object)?:
            guard let index = object.index[member] else { break }
            return (.field(index), object.fields[index].type)
        case .list(let element)?:
            if let index = Int(member) { return (.element(index), element) }
            switch member {
            case "first": return (.first, element)
            case "last": return (.last, element)
            case "count": return (.count, .int)
            default: break
            }
        case .string? where member == "count":
            return (.count, .int)
        default:
            break
        }
        return (nil, nil)
    }
}
