extension CompiledTemplate {
    /// A value this renderer will not guess Stencil's output for (a list printed whole,
    /// a loop over an object, a member of a number); the caller lets Stencil render.
    struct Unsupported: Error {
        /// What it was, for `mvvmgen --verbose`.
        var what: String
    }

    func render(_ context: [String: TemplateValue]) throws(Unsupported) -> String {
        var rendering = Rendering(root: context)
        var output = ""
        try rendering.render(nodes, into: &output)
        return output
    }
}

/// One render: the context, and the names loops add on top of it.
private struct Rendering {
    typealias Node = CompiledTemplate.Node
    typealias Branch = CompiledTemplate.Branch
    typealias VariablePath = CompiledTemplate.VariablePath
    typealias Bit = CompiledTemplate.Bit
    typealias Unsupported = CompiledTemplate.Unsupported

    let root: [String: TemplateValue]
    /// Innermost last, as Stencil pushes them: `forloop`, then the loop variable.
    var scopes: [(name: String, value: TemplateValue)] = []

    init(root: [String: TemplateValue]) {
        self.root = root
    }

    mutating func render(_ nodes: [Node], into output: inout String) throws(Unsupported) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path):
                try Self.write(resolve(path), into: &output)
            case .branches(let branches, let otherwise):
                try render(chosen(branches) ?? otherwise, into: &output)
            case .loop(let variable, let path, let body, let empty):
                switch try resolve(path) {
                case .list(let items) where !items.isEmpty:
                    for (index, item) in items.enumerated() {
                        scopes.append(("forloop", .loop(index: index, count: items.count)))
                        scopes.append((variable, item))
                        try render(body, into: &output)
                        scopes.removeLast(2)
                    }
                case .list, nil:
                    try render(empty, into: &output)
                default:
                    // Stencil loops over an object's or a string's reflection.
                    throw Unsupported(what: "a loop over something not a list")
                }
            }
        }
    }

    private func chosen(_ branches: [Branch]) throws(Unsupported) -> [Node]? {
        for branch in branches {
            if try Self.isTrue(resolve(branch.path)) != branch.negated { return branch.nodes }
        }
        return nil
    }

    // MARK: - Stencil's semantics

    /// Stencil's `Variable.resolve`: the first name from the innermost scope that has it,
    /// then each bit in the value before; nil as soon as one is missing.
    private func resolve(_ path: VariablePath) throws(Unsupported) -> TemplateValue? {
        var current = scopes.last(where: { $0.name == path.name })?.value ?? root[path.name]
        for bit in path.bits {
            guard let value = current else { return nil }
            current = try Self.member(bit, of: value)
        }
        return current
    }

    private static func member(_ bit: Bit, of value: TemplateValue) throws(Unsupported) -> TemplateValue? {
        switch value {
        case .object(let object):
            // A Stencil `Context`: every bit is a key, `count` too.
            return object[bit.key]
        case .list(let items):
            if let index = bit.index { return items.indices.contains(index) ? items[index] : nil }
            switch bit.key {
            case "first": return items.first
            // Stencil traps on the last of an empty list; nothing is kinder.
            case "last": return items.last
            case "count": return .int(items.count)
            default: return nil
            }
        case .string(let string):
            if let index = bit.index {
                guard index >= 0, index < string.count else { return nil }
                return .character(string[string.index(string.startIndex, offsetBy: index)])
            }
            switch bit.key {
            case "first": return string.first.map(TemplateValue.character)
            case "last": return string.last.map(TemplateValue.character)
            case "count": return .int(string.count)
            default: return nil
            }
        case .loop(let index, let count):
            // Stencil's `forloop` is a plain dictionary of five entries.
            switch bit.key {
            case "first": return .bool(index == 0)
            case "last": return .bool(index == count - 1)
            case "counter": return .int(index + 1)
            case "counter0": return .int(index)
            case "length": return .int(count)
            case "count": return .int(5)
            default: return nil
            }
        case .bool, .int, .character:
            // Stencil reflects on these; not worth mirroring.
            throw Unsupported(what: "a member of a value that is not an object")
        }
    }

    /// Stencil's `VariableExpression.evaluate`.
    private static func isTrue(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil: false
        case .list(let items): !items.isEmpty
        case .bool(let bool): bool
        case .string(let string): !string.isEmpty
        case .int(let int): int > 0
        // A `Context`, a non-empty dictionary, a character: just "not nil" to Stencil.
        case .object, .loop, .character: true
        }
    }

    /// Stencil's `stringify`.
    private static func write(_ value: TemplateValue?, into output: inout String) throws(Unsupported) {
        switch value {
        case nil: break
        case .string(let string): output += string
        case .character(let character): output.append(character)
        case .bool(let bool): output += bool ? "true" : "false"
        case .int(let int): output += String(int)
        case .list, .object, .loop: throw Unsupported(what: "a list or an object printed whole")
        }
    }
}
