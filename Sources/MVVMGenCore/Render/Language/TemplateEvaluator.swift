/// Renders checked nodes with a context: the checker has made sure every name and filter
/// exists, so nothing here can fail. An absent value prints nothing and is false.
struct TemplateEvaluator {
    let root: TemplateObjectValue
    /// Loop variables and `forloop`, innermost last.
    private var scopes: [(name: String, value: TemplateValue)] = []
    /// The items of the wraps being rendered, innermost last.
    private var wraps: [[(text: String, trailing: String)]] = []

    init(root: TemplateObjectValue) {
        self.root = root
    }

    mutating func render(_ nodes: [TemplateNode], into output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                var value = resolve(expression.path)
                for call in expression.filters {
                    value = TemplateFilters.byName[call.name].map { $0.apply(value, call.argument) }
                }
                output += TemplateFilters.text(value, nil)
            case .branches(let branches, let otherwise):
                render(branches.first { isTrue($0.condition) }?.nodes ?? otherwise, into: &output)
            case .loop(let variable, let path, let body, let empty):
                guard case .list(let items)? = resolve(path), !items.isEmpty else {
                    render(empty, into: &output)
                    continue
                }
                for (index, item) in items.enumerated() {
                    scopes.append(("forloop", .loop(index: index, count: items.count)))
                    scopes.append((variable, item))
                    render(body, into: &output)
                    scopes.removeLast(2)
                }
            case .include(_, _, let nodes):
                render(nodes, into: &output)
            case .wrap(let body):
                wraps.append([])
                var inner = ""
                render(body, into: &inner)
                output += SwiftLayout.wrapped(inner, items: wraps.removeLast(), after: output)
            case .item(let body, let trailing):
                var text = ""
                render(body, into: &text)
                var comment = ""
                render(trailing, into: &comment)
                wraps[wraps.count - 1].append((text, comment))
                output.append(SwiftLayout.itemMark)
            }
        }
    }

    private func isTrue(_ condition: TemplateCondition) -> Bool {
        switch condition {
        case .value(let path): Self.isTrue(resolve(path))
        case .not(let inner): !isTrue(inner)
        case .and(let left, let right): isTrue(left) && isTrue(right)
        case .or(let left, let right): isTrue(left) || isTrue(right)
        }
    }

    /// The innermost scope's value of the first name, or the root's; then each member.
    private func resolve(_ path: TemplatePath) -> TemplateValue? {
        var current = scopes.last(where: { $0.name == path.name })?.value ?? root[path.name]
        for member in path.members {
            guard let value = current else { return nil }
            current = Self.member(member, of: value)
        }
        return current
    }

    private static func member(_ member: String, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .object(let object):
            return object[member]
        case .list(let items):
            if let index = Int(member) { return items.indices.contains(index) ? items[index] : nil }
            switch member {
            case "first": return items.first
            case "last": return items.last
            case "count": return .int(items.count)
            default: return nil
            }
        case .string(let string):
            return member == "count" ? .int(string.count) : nil
        case .loop(let index, let count):
            switch member {
            case "first": return .bool(index == 0)
            case "last": return .bool(index == count - 1)
            case "counter": return .int(index + 1)
            case "counter0": return .int(index)
            case "length": return .int(count)
            default: return nil
            }
        case .bool, .int:
            return nil
        }
    }

    /// Empty text and lists, zero, false and absent values are false.
    private static func isTrue(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil: false
        case .list(let items): !items.isEmpty
        case .bool(let bool): bool
        case .string(let string): !string.isEmpty
        case .int(let int): int != 0
        case .object, .loop: true
        }
    }
}
