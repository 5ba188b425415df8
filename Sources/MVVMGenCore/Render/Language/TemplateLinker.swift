/// Links parsed nodes to the type of the context they render with: a name becomes a loop's
/// slot or a field of the root, a member a step, a filter its function (`LinkedTemplate`).
/// The types decide each step as `TemplateChecker` does; what they do not settle (only in
/// a template that was not checked) is looked up by name while rendering, as it is written.
struct TemplateLinker {
    let root: TemplateObjectType
    /// Loop variables and `forloop`, innermost last, as the evaluator's scope stack will be.
    private var scopes: [(name: String, type: TemplateType?)] = []

    init(root: TemplateObjectType) {
        self.root = root
    }

    mutating func link(_ nodes: [TemplateNode]) -> [LinkedNode] {
        var linked: [LinkedNode] = []
        linked.reserveCapacity(nodes.count)
        for node in nodes {
            switch node {
            case .text(let text):
                linked.append(.text(text))
            case .output(let expression):
                let filters = expression.filters.map { call in
                    (filter: TemplateFilters.byName[call.name], argument: call.argument)
                }
                linked.append(.output(LinkedOutput(path: path(expression.path).linked, filters: filters)))
            case .branches(let branches, let otherwise):
                var linkedBranches: [(condition: LinkedCondition, nodes: [LinkedNode])] = []
                for branch in branches { linkedBranches.append((condition(branch.condition), link(branch.nodes))) }
                linked.append(.branches(LinkedBranches(branches: linkedBranches, otherwise: link(otherwise))))
            case .loop(let variable, let over, let body, let empty):
                let (path, type) = path(over)
                var element: TemplateType?
                if case .list(let type)? = type { element = type }
                scopes.append(("forloop", .object(.loop)))
                scopes.append((variable, element))
                let linkedBody = link(body)
                scopes.removeLast(2)
                linked.append(.loop(LinkedLoop(path: path, body: linkedBody, empty: link(empty))))
            case .include(let name, let place, let nodes):
                linked.append(.include(LinkedInclude(name: name, place: place, nodes: link(nodes))))
            case .wrap(let nodes):
                linked.append(.wrap(link(nodes)))
            case .item(let nodes, let trailing):
                linked.append(.item(LinkedItem(body: link(nodes), trailing: link(trailing))))
            }
        }
        return linked
    }

    private func condition(_ condition: TemplateCondition) -> LinkedCondition {
        switch condition {
        case .value(let path): .value(self.path(path).linked)
        case .not(let inner): .not(self.condition(inner))
        case .and(let left, let right): .and(self.condition(left), self.condition(right))
        case .or(let left, let right): .or(self.condition(left), self.condition(right))
        }
    }

    /// The innermost loop's name, else the root's field; then each member by its type.
    private func path(_ path: TemplatePath) -> (linked: LinkedPath, type: TemplateType?) {
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
            steps.append(step.step)
            type = step.type
        }
        return (LinkedPath(start: start, steps: steps, place: path.place), type)
    }

    /// The step that reads `member` of a value of `type`, and the type it reads.
    private static func step(_ member: String, of type: TemplateType?) -> (step: LinkedPath.Step, type: TemplateType?) {
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
        return (.named(member), nil)
    }
}
