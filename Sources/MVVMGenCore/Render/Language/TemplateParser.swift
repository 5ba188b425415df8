/// Turns a template's tokens into nodes, includes inlined, and reports the first mistake
/// at its tag: an unknown tag (with "did you mean"), a block never closed, an end with no
/// start, a malformed variable or condition, an include of no template or in a loop.
struct TemplateParser {
    /// The tags the language has, for "did you mean".
    static let tags = ["if", "elif", "else", "endif", "for", "empty", "endfor", "include"] + TemplateLexer.inlineTags
    /// Includes within includes: deeper is surely a mistake.
    static let maximumIncludeDepth = 16
    /// Blocks within blocks: deeper is a mistake, and would overflow the stack of the
    /// parser, the checker and the renderer, which all recurse.
    static let maximumBlockDepth = 64
    /// Template text includes copy into one template (each include is a copy): more is a
    /// large template included many times, which would fill memory before anything renders.
    /// The built-in templates include nothing.
    static let maximumInlinedBytes = 16 << 20

    /// The bytes includes have copied so far, shared by the parsers of one template.
    final class InlinedBytes {
        var count = 0
    }

    let template: String
    let tokens: [TemplateLexer.Token]
    /// The tokens of a template by name, nil when there is none; thrown errors are its own.
    let partial: (String) throws(TemplateError) -> [TemplateLexer.Token]?
    /// The templates being parsed, outermost first, for include cycles.
    let chain: [String]
    var position = 0
    /// Wraps open around the current tag: an item belongs in one.
    var wraps = 0
    /// Blocks open around the current tag.
    var depth = 0
    let inlined: InlinedBytes

    init(
        template: String,
        tokens: [TemplateLexer.Token],
        chain: [String] = [],
        partial: @escaping (String) throws(TemplateError) -> [TemplateLexer.Token]?,
        inlined: InlinedBytes = InlinedBytes()
    ) {
        self.template = template
        self.tokens = tokens
        self.chain = chain + [template]
        self.partial = partial
        self.inlined = inlined
    }

    mutating func parse() throws(TemplateError) -> [TemplateNode] {
        let (nodes, end) = try nodes(until: [])
        if let end {
            throw TemplateError(message: "'\(end.words[0])' has no block to close", place: place(end.offset))
        }
        return nodes
    }

    private struct End {
        var words: [Substring]
        var offset: Int
    }

    private func place(_ offset: Int) -> TemplatePlace {
        TemplatePlace(template: template, offset: offset)
    }

    /// Nodes up to a block tag whose first word is in `ends` (returned), or to the end of
    /// the tokens (nil). A closing tag not in `ends` is returned too, for the caller to report.
    private mutating func nodes(until ends: [String]) throws(TemplateError) -> ([TemplateNode], End?) {
        var nodes: [TemplateNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                nodes.append(.text(token.contents))
            case .comment:
                continue
            case .variable:
                nodes.append(.output(try TemplateWords.expression(token.contents, at: place(token.offset))))
            case .block:
                let words = TemplateWords.split(token.contents)
                guard let first = words.first else {
                    throw TemplateError(message: "'{% %}' holds no tag", place: place(token.offset))
                }
                // A String, not a Substring: a switch over literals compares small strings quickly.
                let tag = String(first)
                let opensBlock =
                    switch tag {
                    case "if", "for", "wrap", "item": true
                    default: false
                    }
                if opensBlock {
                    guard depth < Self.maximumBlockDepth else {
                        throw TemplateError(
                            message: "blocks nest more than \(Self.maximumBlockDepth) deep here",
                            place: place(token.offset)
                        )
                    }
                    depth += 1
                }
                defer { if opensBlock { depth -= 1 } }
                switch tag {
                case "if": nodes.append(try branches(words, at: token.offset))
                case "for": nodes.append(try loop(words, at: token.offset))
                case "include": nodes.append(try include(words, at: token.offset))
                case "wrap": nodes.append(try wrap(words, at: token.offset))
                case "item": nodes.append(try item(words, at: token.offset))
                case "elif", "else", "endif", "empty", "endfor", "trailing", "enditem", "endwrap":
                    let end = End(words: words, offset: token.offset)
                    guard ends.contains(tag) else {
                        let opener =
                            switch tag {
                            case "empty", "endfor": "for"
                            case "trailing", "enditem": "item"
                            case "endwrap": "wrap"
                            default: "if"
                            }
                        throw TemplateError(
                            message: "'\(tag)' is outside any '\(opener)' block that it could belong to",
                            place: place(token.offset)
                        )
                    }
                    return (nodes, end)
                default:
                    throw TemplateError(
                        message: "unknown tag '\(tag)'" + Suggestion.didYouMean(tag, among: Self.tags)
                            + " (the tags are: " + Self.tags.joined(separator: ", ") + ")",
                        place: place(token.offset)
                    )
                }
            }
        }
        return (nodes, nil)
    }

    /// `if` … (`elif` …)* (`else` …)? `endif`
    private mutating func branches(_ words: [Substring], at offset: Int) throws(TemplateError) -> TemplateNode {
        var branches: [TemplateBranch] = []
        var condition = (words: Array(words.dropFirst()), offset: offset)
        while true {
            let parsed = try TemplateWords.condition(condition.words, at: place(condition.offset))
            let (body, end) = try nodes(until: ["endif", "elif", "else"])
            guard let end else { throw unclosed("if", "endif", at: offset) }
            branches.append(TemplateBranch(condition: parsed, nodes: body))
            try expectNoWords(after: end)
            switch end.words[0] {
            case "endif":
                return .branches(branches, otherwise: [])
            case "else":
                let (otherwise, last) = try nodes(until: ["endif"])
                guard let last else { throw unclosed("if", "endif", at: offset) }
                try expectNoWords(after: last)
                return .branches(branches, otherwise: otherwise)
            default:
                condition = (Array(end.words.dropFirst()), end.offset)
            }
        }
    }

    /// `for x in a.b` … (`empty` …)? `endfor`
    private mutating func loop(_ words: [Substring], at offset: Int) throws(TemplateError) -> TemplateNode {
        guard words.count == 4, words[2] == "in", TemplateWords.isIdentifier(words[1]) else {
            throw TemplateError(message: "write a loop as '{% for item in list %}'", place: place(offset))
        }
        let over = try TemplateWords.path(words[3], at: place(offset))
        let (body, end) = try nodes(until: ["endfor", "empty"])
        guard let end else { throw unclosed("for", "endfor", at: offset) }
        try expectNoWords(after: end)
        var empty: [TemplateNode] = []
        if end.words[0] == "empty" {
            let (nodes, last) = try nodes(until: ["endfor"])
            guard let last else { throw unclosed("for", "endfor", at: offset) }
            try expectNoWords(after: last)
            empty = nodes
        }
        return .loop(variable: String(words[1]), over: over, body: body, empty: empty)
    }

    /// `include "Name"`: the partial's nodes, parsed with the same rules.
    private func include(_ words: [Substring], at offset: Int) throws(TemplateError) -> TemplateNode {
        guard words.count == 2, let name = TemplateWords.quoted(words[1]) else {
            throw TemplateError(message: "write an include as '{% include \"Name.stencil\" %}'", place: place(offset))
        }
        if chain.contains(name) {
            let loop = chain.drop(while: { $0 != name }) + [name]
            throw TemplateError(message: "include cycle: \(loop.joined(separator: " → "))", place: place(offset))
        }
        guard chain.count <= Self.maximumIncludeDepth else {
            throw TemplateError(
                message:
                    "includes nest more than \(Self.maximumIncludeDepth) deep: \((chain + [name]).joined(separator: " → "))",
                place: place(offset)
            )
        }
        do throws(TemplateError) {
            guard let tokens = try partial(name) else {
                throw TemplateError(message: Self.noTemplateToInclude(name), place: place(offset))
            }
            inlined.count += tokens.reduce(0) { $0 + $1.contents.utf8.count }
            guard inlined.count <= Self.maximumInlinedBytes else {
                throw TemplateError(
                    message:
                        "this include passes \(Self.maximumInlinedBytes >> 20) MB of template text copied into '\(chain[0])' by its includes: include large templates fewer times",
                    place: place(offset)
                )
            }
            var parser = TemplateParser(
                template: name,
                tokens: tokens,
                chain: chain,
                partial: partial,
                inlined: inlined
            )
            return .include(name: name, at: place(offset), nodes: try parser.parse())
        } catch  where error.place.template != template {
            var error = error
            error.includedFrom.append(place(offset))
            throw error
        }
    }

    /// Templates exported before 0.1.0 included the header, which mvvmgen now writes itself.
    static let includedHeader = "GeneratedHeader.stencil"

    private static func noTemplateToInclude(_ name: String) -> String {
        guard name == includedHeader else { return "no template named '\(name)' to include" }
        return "no template named '\(name)' to include: mvvmgen writes each file's header line itself"
            + " (since 0.1.0); delete this include"
    }

    /// `wrap` … `endwrap`
    private mutating func wrap(_ words: [Substring], at offset: Int) throws(TemplateError) -> TemplateNode {
        guard words.count == 1 else {
            throw TemplateError(message: "'wrap' takes nothing after it", place: place(offset))
        }
        wraps += 1
        defer { wraps -= 1 }
        let (body, end) = try nodes(until: ["endwrap"])
        guard end != nil else { throw unclosed("wrap", "endwrap", at: offset) }
        return .wrap(body)
    }

    /// `item` … (`trailing` …)? `enditem`, inside a wrap.
    private mutating func item(_ words: [Substring], at offset: Int) throws(TemplateError) -> TemplateNode {
        guard wraps > 0 else {
            throw TemplateError(message: "'item' belongs inside '{% wrap %}'", place: place(offset))
        }
        guard words.count == 1 else {
            throw TemplateError(message: "'item' takes nothing after it", place: place(offset))
        }
        let (body, end) = try nodes(until: ["enditem", "trailing"])
        guard let end else { throw unclosed("item", "enditem", at: offset) }
        var trailing: [TemplateNode] = []
        if end.words[0] == "trailing" {
            let (nodes, last) = try nodes(until: ["enditem"])
            guard last != nil else { throw unclosed("item", "enditem", at: offset) }
            trailing = nodes
        }
        return .item(body, trailing: trailing)
    }

    private func unclosed(_ tag: String, _ end: String, at offset: Int) -> TemplateError {
        TemplateError(message: "'\(tag)' is never closed: end it with '{% \(end) %}'", place: place(offset))
    }

    private func expectNoWords(after end: End) throws(TemplateError) {
        guard end.words[0] != "elif", end.words.count > 1 else { return }
        throw TemplateError(message: "'\(end.words[0])' takes nothing after it", place: place(end.offset))
    }
}
