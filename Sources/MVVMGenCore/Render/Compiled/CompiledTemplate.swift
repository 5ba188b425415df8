/// A template compiled for the forms the built-in templates use: text, comments,
/// `{{ a.b.0 }}`, `{% if a %}` and `{% if not a %}` with `elif` and `else`,
/// `{% for x in a.b %}` with `empty`, and `{% include "Name" %}`.
///
/// For these it renders exactly what Stencil renders, without Stencil's per-render key-path
/// parsing and dynamic casts. A template that uses anything else (filters, operators,
/// literals, other tags, `{%-` trimming) does not compile, and Stencil renders it: the
/// compiler refuses whatever it is not sure Stencil reads the same way.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable, Equatable {
        case text(String)
        case variable(VariablePath)
        /// The first branch whose condition holds, else `otherwise`.
        case branches([Branch], otherwise: [Node])
        case loop(variable: String, over: VariablePath, body: [Node], empty: [Node])
    }

    struct Branch: Sendable, Equatable {
        var path: VariablePath
        /// `if not …`
        var negated: Bool
        var nodes: [Node]
    }

    /// `name.bit.bit`: the first name is looked up in the context, each bit in the value before.
    struct VariablePath: Sendable, Equatable {
        var name: String
        var bits: [Bit]
    }

    struct Bit: Sendable, Equatable {
        var key: String
        /// The bit as a number, for lists and strings.
        var index: Int?
    }

    let nodes: [Node]

    /// A template compiled earlier: the built-in ones are compiled when they are embedded.
    init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Nil when the template uses anything outside the compiled forms. `partial` gives the
    /// tokens of an included template, nil when there is no such template.
    init?(tokens: [TemplateToken], partial: @escaping (String) -> [TemplateToken]?) {
        var compiler = Compiler(tokens: tokens, partial: partial, depth: 0)
        guard let nodes = compiler.compile() else { return nil }
        self.nodes = nodes
    }
}

/// A recursive descent over the tokens; every method returns nil on anything unknown.
private struct Compiler {
    let tokens: [TemplateToken]
    let partial: (String) -> [TemplateToken]?
    /// Includes within includes; a template that includes itself is left to Stencil.
    let depth: Int
    var position = 0

    static let maximumIncludeDepth = 16

    init(tokens: [TemplateToken], partial: @escaping (String) -> [TemplateToken]?, depth: Int) {
        self.tokens = tokens
        self.partial = partial
        self.depth = depth
    }

    mutating func compile() -> [CompiledTemplate.Node]? {
        guard let (nodes, end) = nodes(until: []), end == nil else { return nil }
        return nodes
    }

    /// Nodes up to a block tag whose first word is in `ends` (returned as its words, and
    /// consumed), or to the end of the tokens (nil).
    private mutating func nodes(until ends: Set<String>) -> ([CompiledTemplate.Node], [Substring]?)? {
        var nodes: [CompiledTemplate.Node] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                nodes.append(.text(token.contents))
            case .comment:
                continue
            case .variable:
                guard let words = Self.words(token), words.count == 1, let path = Self.path(words[0]) else {
                    return nil
                }
                nodes.append(.variable(path))
            case .block:
                guard let words = Self.words(token), let tag = words.first else { return nil }
                if ends.contains(String(tag)) { return (nodes, words) }
                let compiled: [CompiledTemplate.Node]? =
                    switch tag {
                    case "if": branches(words).map { [$0] }
                    case "for": loop(words).map { [$0] }
                    case "include": include(words)
                    default: nil
                    }
                guard let compiled else { return nil }
                nodes += compiled
            }
        }
        return ends.isEmpty ? (nodes, nil) : nil
    }

    /// `if` … (`elif` …)* (`else` …)? `endif`
    private mutating func branches(_ words: [Substring]) -> CompiledTemplate.Node? {
        var branches: [CompiledTemplate.Branch] = []
        var condition = Array(words.dropFirst())
        while true {
            guard let (path, negated) = Self.condition(condition),
                let (body, end) = nodes(until: ["endif", "elif", "else"]), let end
            else { return nil }
            branches.append(CompiledTemplate.Branch(path: path, negated: negated, nodes: body))
            switch end {
            case ["endif"]:
                return .branches(branches, otherwise: [])
            case ["else"]:
                guard let (otherwise, last) = nodes(until: ["endif"]), last == ["endif"] else { return nil }
                return .branches(branches, otherwise: otherwise)
            default:
                guard end.first == "elif" else { return nil }
                condition = Array(end.dropFirst())
            }
        }
    }

    /// `for x in a.b` … (`empty` …)? `endfor`
    private mutating func loop(_ words: [Substring]) -> CompiledTemplate.Node? {
        guard words.count == 4, words[2] == "in", Self.isIdentifier(words[1]), let path = Self.path(words[3]),
            let (body, end) = nodes(until: ["endfor", "empty"])
        else { return nil }
        switch end {
        case ["endfor"]?:
            return .loop(variable: String(words[1]), over: path, body: body, empty: [])
        case ["empty"]?:
            guard let (empty, last) = nodes(until: ["endfor"]), last == ["endfor"] else { return nil }
            return .loop(variable: String(words[1]), over: path, body: body, empty: empty)
        default:
            return nil
        }
    }

    /// `include "Name"`: the partial's nodes, in place. Stencil renders a partial in the
    /// including template's context, so inlining it changes nothing.
    private func include(_ words: [Substring]) -> [CompiledTemplate.Node]? {
        guard words.count == 2, depth < Self.maximumIncludeDepth, let name = Self.quoted(words[1]),
            let tokens = partial(name)
        else { return nil }
        var compiler = Compiler(tokens: tokens, partial: partial, depth: depth + 1)
        return compiler.compile()
    }

    // MARK: - Words

    /// A tag's words, when splitting at single spaces is all Stencil's `smartSplit` would do.
    private static func words(_ token: TemplateToken) -> [Substring]? {
        guard !token.trims else { return nil }
        let words = token.contents.split(separator: " ", omittingEmptySubsequences: false)
        guard words.allSatisfy({ !$0.isEmpty }) else { return nil }
        return words
    }

    /// `a` or `not a`.
    private static func condition(_ words: [Substring]) -> (CompiledTemplate.VariablePath, Bool)? {
        switch words.count {
        case 1: path(words[0]).map { ($0, false) }
        case 2 where words[0] == "not": path(words[1]).map { ($0, true) }
        default: nil
        }
    }

    /// A word Stencil's `if` reads as an operator (`not`, `and`, `or`, `in`), or that starts
    /// with a letter yet Stencil reads as a literal: a boolean, or what `Float` parses in
    /// any case (`nan`, `inf`, `infinity`). Compared byte by byte, not through a `Set`: this
    /// runs for every variable of every template compiled at start-up.
    private static func isReserved(_ word: Substring) -> Bool {
        switch word {
        case "not", "and", "or", "in": return true
        default: break
        }
        let lowercase = word.utf8.map { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
        }
        return ["true", "false", "inf", "infinity", "nan"].contains { lowercase.elementsEqual($0.utf8) }
    }

    /// `a.b.0`: identifiers and numbers joined by dots, starting with an identifier, and
    /// not a literal Stencil would read as a number or a boolean (`nan`, `true`).
    private static func path(_ word: Substring) -> CompiledTemplate.VariablePath? {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, isIdentifier(first),
            parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isWordByte) }),
            parts.count > 1 || !isReserved(word)
        else { return nil }
        let bits = parts.dropFirst().map { part in
            let isNumber = part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            return CompiledTemplate.Bit(key: String(part), index: isNumber ? Int(part) : nil)
        }
        return CompiledTemplate.VariablePath(name: String(first), bits: bits)
    }

    private static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return word.utf8.allSatisfy(isWordByte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// `"Name"` or `'Name'`, with no quote or space inside.
    private static func quoted(_ word: Substring) -> String? {
        guard word.count > 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote else {
            return nil
        }
        let inside = word.dropFirst().dropLast()
        guard !inside.contains("\""), !inside.contains("'") else { return nil }
        return String(inside)
    }
}
