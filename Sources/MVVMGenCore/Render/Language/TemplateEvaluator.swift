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
    private var wraps: [[SwiftLayout.Item]] = []
    /// The loops and includes being rendered, innermost last: where a budget error is.
    private var frames: [Frame] = []
    private(set) var steps = 0
    private(set) var producedBytes = 0

    private enum Frame {
        case loop(Unmanaged<LinkedLoop>)
        case include(Unmanaged<LinkedInclude>)
    }

    init(root: TemplateObjectValue, template: String, budget: TemplateBudget = .standard) {
        self.root = root
        self.template = template
        self.budget = budget
        // Room for the nesting the built-in templates reach: each file's render grew them
        // from empty.
        scopes.reserveCapacity(16)
        frames.reserveCapacity(8)
    }

    /// Renders `template`, which owns what its nodes point to, for as long as it takes.
    mutating func render(_ template: LinkedTemplate, into output: inout RenderedText) throws(TemplateError) {
        try withExtendedLifetime(template) { () throws(TemplateError) in try render(template.nodes, into: &output) }
    }

    private mutating func render(_ nodes: [LinkedNode], into output: inout RenderedText) throws(TemplateError) {
        steps += nodes.count
        if steps > budget.steps { throw overBudget() }
        // By index, each node borrowed from the array, and each part borrowed from the
        // template that owns it (`LinkedTemplate`): nothing a node points to is retained.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                try produce(text.bytes.count)
                output.append(text.bytes)
            case .output(let part):
                try borrowing(part) { evaluator, expression throws(TemplateError) in
                    try evaluator.print(expression, into: &output)
                }
            case .branches(let part):
                try borrowing(part) { evaluator, branches throws(TemplateError) in
                    let chosen = branches.branches.indices.first { evaluator.isTrue(branches.branches[$0].condition) }
                    try evaluator.render(
                        chosen.map { branches.branches[$0].nodes } ?? branches.otherwise,
                        into: &output
                    )
                }
            case .loop(let part):
                try borrowing(part) { evaluator, loop throws(TemplateError) in
                    guard case .list(let items)? = evaluator.resolve(loop.path), !items.isEmpty else {
                        try evaluator.render(loop.empty, into: &output)
                        return
                    }
                    evaluator.frames.append(.loop(part))
                    for index in items.indices {
                        evaluator.steps += 1
                        evaluator.scopes.append(.loop(index: index, count: items.count))
                        evaluator.scopes.append(items[index])
                        try evaluator.render(loop.body, into: &output)
                        // One at a time: `removeLast(2)` goes through replaceSubrange.
                        evaluator.scopes.removeLast()
                        evaluator.scopes.removeLast()
                    }
                    evaluator.frames.removeLast()
                }
            case .include(let part):
                try borrowing(part) { evaluator, include throws(TemplateError) in
                    evaluator.frames.append(.include(part))
                    try evaluator.render(include.nodes, into: &output)
                    evaluator.frames.removeLast()
                }
            case .wrap(let part):
                try borrowing(part) { evaluator, wrap throws(TemplateError) in
                    evaluator.wraps.append([])
                    var inner = RenderedText(capacity: 256)
                    try evaluator.render(wrap.body, into: &inner)
                    let items = evaluator.wraps.removeLast()
                    // Laid out over lines, each item gets the line's indentation and a comma:
                    // counted before the text is made.
                    try evaluator.produce(items.count * (output.withLastLine(\.count) + 8))
                    SwiftLayout.append(inner, items: items, to: &output)
                }
            case .item(let part):
                try borrowing(part) { evaluator, item throws(TemplateError) in
                    var text = RenderedText(capacity: 64)
                    try evaluator.render(item.body, into: &text)
                    var trailing = ""
                    if !item.trailing.isEmpty {
                        var comment = RenderedText()
                        try evaluator.render(item.trailing, into: &comment)
                        trailing = comment.string
                    }
                    let isPlain = text.withBytes { PlainText.isPlain($0) }
                    evaluator.wraps[evaluator.wraps.count - 1].append((text.string, trailing, isPlain))
                    output.append(byte: SwiftLayout.itemMark)
                }
            }
        }
    }

    /// `body` given `part` without retaining it: the template being rendered owns it.
    @inline(__always)
    private mutating func borrowing<Part: AnyObject>(
        _ part: Unmanaged<Part>,
        _ body: (inout Self, Part) throws(TemplateError) -> Void
    ) throws(TemplateError) {
        var failure: TemplateError?
        part._withUnsafeGuaranteedRef { part in
            do throws(TemplateError) { try body(&self, part) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// An output's value, through its filters, as text.
    private mutating func print(_ expression: LinkedOutput, into output: inout RenderedText) throws(TemplateError) {
        // Most outputs are a field's text, printed as it is, from where it is kept.
        if expression.filters.isEmpty, let appended = appendText(expression.path, to: &output) {
            try produce(appended)
            return
        }
        var value = resolve(expression.path)
        for (filter, argument) in expression.filters {
            value = filter.map {
                $0.apply(value, $0.readsLine ? output.withLastLine { String(decoding: $0, as: UTF8.self) } : argument)
            }
        }
        let text = TemplateFilters.text(value, nil)
        try produce(text.utf8.count)
        output.append(text)
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
        // The innermost loop, and the includes around it (all of them when there is none).
        var loop: TemplatePlace?
        var includes: [(place: TemplatePlace, name: String)] = []
        var includesAroundLoop = 0
        for frame in frames {
            switch frame {
            case .loop(let part):
                loop = part.takeUnretainedValue().path.takeUnretainedValue().place
                includesAroundLoop = includes.count
            case .include(let part):
                let include = part.takeUnretainedValue()
                includes.append((include.place, include.name))
            }
        }
        if loop != nil { includes.removeLast(includes.count - includesAroundLoop) }
        let place = loop ?? TemplatePlace(template: includes.last?.name ?? template, offset: 0)
        return TemplateError(message: message, place: place, includedFrom: includes.map(\.place).reversed())
    }

    private func isTrue(_ condition: LinkedCondition) -> Bool {
        switch condition {
        case .value(let path): Self.isTrue(resolve(path))
        case .not(let inner): inner._withUnsafeGuaranteedRef { !isTrue($0.operands[0]) }
        case .and(let pair): pair._withUnsafeGuaranteedRef { isTrue($0.operands[0]) && isTrue($0.operands[1]) }
        case .or(let pair): pair._withUnsafeGuaranteedRef { isTrue($0.operands[0]) || isTrue($0.operands[1]) }
        }
    }

    /// The loop's value at the path's slot, or the root's field; then each step.
    private func resolve(_ path: Unmanaged<LinkedPath>) -> TemplateValue? {
        path._withUnsafeGuaranteedRef { resolve($0, steps: $0.steps.count) }
    }

    /// The value of `path` read up to its first `steps` steps.
    private func resolve(_ path: LinkedPath, steps: Int) -> TemplateValue? {
        var current: TemplateValue? =
            switch path.start {
            case .scope(let slot): scopes[slot]
            case .root(let field): root.member(at: field)
            case .absent: nil
            }
        // Each value moved into the next step, not copied: copies of a value retain it.
        for index in 0..<steps {
            guard let value = consume current else { return nil }
            current = Self.apply(path.steps[index], to: value)
        }
        return current
    }

    /// Appends the path's value when it is text that a field holds, without copying it out
    /// of the object that keeps it (a copy is an atomic retain and release): the number of
    /// bytes appended, or nil when the value is something else.
    private func appendText(_ path: Unmanaged<LinkedPath>, to output: inout RenderedText) -> Int? {
        path._withUnsafeGuaranteedRef { path in
            guard case .field(let field)? = path.steps.last else {
                guard path.steps.isEmpty, case .root(let field) = path.start else { return nil }
                return root.appendText(at: field, to: &output)
            }
            guard case .object(let owner)? = resolve(path, steps: path.steps.count - 1) else { return nil }
            return owner.appendText(at: field, to: &output)
        }
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
        case (.named(let name), _): member(name.takeUnretainedValue().name, of: value)
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
