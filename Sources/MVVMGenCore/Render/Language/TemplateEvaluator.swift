/// Renders checked nodes with a context: the checker has made sure every name and filter
/// exists, so only the budget can stop a render. An absent value prints nothing and is
/// false.
struct TemplateEvaluator {
    let root: TemplateObjectValue
    /// The template rendered, for a budget error outside any loop or include.
    let template: String
    let budget: TemplateBudget
    /// Loop variables and `forloop`, innermost last.
    private var scopes: [(name: String, value: TemplateValue)] = []
    /// The items of the wraps being rendered, innermost last.
    private var wraps: [[(text: String, trailing: String)]] = []
    /// The loops and includes being rendered, innermost last (an include with the name of
    /// the template it renders): where a budget error is.
    private var frames: [(place: TemplatePlace, included: String?)] = []
    private(set) var steps = 0
    private(set) var producedBytes = 0

    init(root: TemplateObjectValue, template: String, budget: TemplateBudget = .standard) {
        self.root = root
        self.template = template
        self.budget = budget
    }

    mutating func render(_ nodes: [TemplateNode], into output: inout String) throws(TemplateError) {
        steps += nodes.count
        if steps > budget.steps { throw overBudget() }
        for node in nodes {
            switch node {
            case .text(let text):
                try produce(text.utf8.count)
                output += text
            case .output(let expression):
                var value = resolve(expression.path)
                for call in expression.filters {
                    value = TemplateFilters.byName[call.name].map { $0.apply(value, call.argument) }
                }
                let text = TemplateFilters.text(value, nil)
                try produce(text.utf8.count)
                output += text
            case .branches(let branches, let otherwise):
                try render(branches.first { isTrue($0.condition) }?.nodes ?? otherwise, into: &output)
            case .loop(let variable, let path, let body, let empty):
                guard case .list(let items)? = resolve(path), !items.isEmpty else {
                    try render(empty, into: &output)
                    continue
                }
                frames.append((path.place, nil))
                for (index, item) in items.enumerated() {
                    steps += 1
                    scopes.append(("forloop", .loop(index: index, count: items.count)))
                    scopes.append((variable, item))
                    try render(body, into: &output)
                    scopes.removeLast(2)
                }
                frames.removeLast()
            case .include(let name, let place, let nodes):
                frames.append((place, name))
                try render(nodes, into: &output)
                frames.removeLast()
            case .wrap(let body):
                wraps.append([])
                var inner = ""
                try render(body, into: &inner)
                let items = wraps.removeLast()
                // Laid out over lines, each item gets the line's indentation and a comma:
                // counted before the text is made.
                let utf8 = output.utf8
                let lineStart = utf8.lastIndex(of: UInt8(ascii: "\n")).map(utf8.index(after:)) ?? utf8.startIndex
                try produce(items.count * (utf8.distance(from: lineStart, to: utf8.endIndex) + 8))
                output += SwiftLayout.wrapped(inner, items: items, after: output)
            case .item(let body, let trailing):
                var text = ""
                try render(body, into: &text)
                var comment = ""
                try render(trailing, into: &comment)
                wraps[wraps.count - 1].append((text, comment))
                output.append(SwiftLayout.itemMark)
            }
        }
    }

    private mutating func produce(_ bytes: Int) throws(TemplateError) {
        producedBytes += bytes
        if producedBytes > budget.outputBytes { throw overBudget() }
    }

    /// At the innermost loop, whose turns spent the budget, reached through the includes
    /// around it; outside any loop, at the innermost include, or the template's start.
    private func overBudget() -> TemplateError {
        let message =
            producedBytes > budget.outputBytes
            ? "rendering this file passes \(budget.outputBytes >> 20) MB of text here: a loop repeats too much, or loops nest too deep; mvvmgen's own templates stay far below it"
            : "rendering this file passes \(budget.steps) steps here (each tag, text and turn of a loop is one): loops nest too deep or go over too much; mvvmgen's own templates stay far below it"
        let innermostLoop = frames.lastIndex { $0.included == nil }
        let includes = frames[..<(innermostLoop ?? frames.count)].filter { $0.included != nil }
        let place =
            innermostLoop.map { frames[$0].place }
            ?? TemplatePlace(template: includes.last?.included ?? template, offset: 0)
        return TemplateError(message: message, place: place, includedFrom: includes.map(\.place).reversed())
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
