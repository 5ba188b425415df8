/// Renders linked nodes with a context: the checker has made sure every name and filter
/// exists, and the linker has made each name an index, so only the budget can stop a
/// render. An absent value prints nothing and is false.
struct TemplateEvaluator {
    let root: TemplateObjectValue
    /// The template rendered, for a budget error outside any loop or include.
    let template: String
    let budget: TemplateBudget
    /// The values of loop variables and `forloop`, innermost last, at the slots the linker gave.
    private var scopes: [TemplateValue] = []
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

    mutating func render(_ nodes: [LinkedNode], into output: inout RenderedText) throws(TemplateError) {
        steps += nodes.count
        if steps > budget.steps { throw overBudget() }
        // By index, each node borrowed from the array: iterating copies every node's payload.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                try produce(text.utf8.count)
                output.append(text)
            case .output(let expression):
                var value = resolve(expression.path)
                // Most outputs are a key's text, printed as it is.
                if expression.filters.isEmpty, case .string(let text)? = value {
                    try produce(text.utf8.count)
                    output.append(text)
                    continue
                }
                for (filter, argument) in expression.filters {
                    value = filter.map {
                        $0.apply(value, $0.readsLine ? String(decoding: output.lastLine, as: UTF8.self) : argument)
                    }
                }
                let text = TemplateFilters.text(value, nil)
                try produce(text.utf8.count)
                output.append(text)
            case .branches(let branches):
                try render(branches.branches.first { isTrue($0.condition) }?.nodes ?? branches.otherwise, into: &output)
            case .loop(let loop):
                guard case .list(let items)? = resolve(loop.path), !items.isEmpty else {
                    try render(loop.empty, into: &output)
                    continue
                }
                frames.append((loop.path.place, nil))
                for (index, item) in items.enumerated() {
                    steps += 1
                    scopes.append(.loop(index: index, count: items.count))
                    scopes.append(item)
                    try render(loop.body, into: &output)
                    scopes.removeLast(2)
                }
                frames.removeLast()
            case .include(let include):
                frames.append((include.place, include.name))
                try render(include.nodes, into: &output)
                frames.removeLast()
            case .wrap(let body):
                wraps.append([])
                var inner = RenderedText(capacity: 256)
                try render(body, into: &inner)
                let items = wraps.removeLast()
                // Laid out over lines, each item gets the line's indentation and a comma:
                // counted before the text is made.
                try produce(items.count * (output.lastLine.count + 8))
                SwiftLayout.append(inner, items: items, to: &output)
            case .item(let item):
                var text = RenderedText(capacity: 64)
                try render(item.body, into: &text)
                var comment = RenderedText()
                try render(item.trailing, into: &comment)
                wraps[wraps.count - 1].append((text.string, comment.string))
                output.append(byte: SwiftLayout.itemMark)
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

    private func isTrue(_ condition: LinkedCondition) -> Bool {
        switch condition {
        case .value(let path): Self.isTrue(resolve(path))
        case .not(let inner): !isTrue(inner)
        case .and(let left, let right): isTrue(left) && isTrue(right)
        case .or(let left, let right): isTrue(left) || isTrue(right)
        }
    }

    /// The loop's value at the path's slot, or the root's field; then each step.
    private func resolve(_ path: LinkedPath) -> TemplateValue? {
        var current: TemplateValue? =
            switch path.start {
            case .scope(let slot): scopes[slot]
            case .root(let field): root.member(at: field)
            case .absent: nil
            }
        for step in path.steps {
            guard let value = current else { return nil }
            current = Self.apply(step, to: value)
        }
        return current
    }

    private static func apply(_ step: LinkedPath.Step, to value: TemplateValue) -> TemplateValue? {
        switch (step, value) {
        case (.field(let index), .object(let object)): object.member(at: index)
        case (.element(let index), .list(let items)): items.indices.contains(index) ? items[index] : nil
        case (.first, .list(let items)): items.first
        case (.last, .list(let items)): items.last
        case (.count, .list(let items)): .int(items.count)
        case (.count, .string(let string)): .int(string.count)
        case (.loopFirst, .loop(let index, _)): .bool(index == 0)
        case (.loopLast, .loop(let index, let count)): .bool(index == count - 1)
        case (.counter, .loop(let index, _)): .int(index + 1)
        case (.counter0, .loop(let index, _)): .int(index)
        case (.length, .loop(_, let count)): .int(count)
        case (.named(let name), _): member(name, of: value)
        default: nil
        }
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
