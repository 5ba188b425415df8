import Stencil

/// One lexed piece of a template, as both renderers read it: the compiled renderer
/// directly, Stencil's parser through `stencilToken(at:)`.
struct TemplateToken: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case text, variable, block, comment
    }

    var kind: Kind
    /// The text, or a tag's inside as Stencil's lexer keeps it (lines trimmed, joined by spaces).
    var contents: String
    /// `{%-`, `-%}` or `{%+`: the tag sets its neighbours' whitespace itself, which only
    /// Stencil does.
    var trims = false

    init(_ kind: Kind, _ contents: String, trims: Bool = false) {
        self.kind = kind
        self.contents = contents
        self.trims = trims
    }

    /// A token from Stencil's lexer: templates from the user's folder are lexed by Stencil,
    /// for its error locations.
    init(_ token: Token) {
        switch token.kind {
        case .text: kind = .text
        case .variable: kind = .variable
        case .block: kind = .block
        case .comment: kind = .comment
        }
        contents = token.contents
        trims = token.whitespace.map { $0 != .unspecified } ?? false
    }

    func stencilToken(at sourceMap: SourceMap) -> Token {
        switch kind {
        case .text: .text(value: contents, at: sourceMap)
        case .variable: .variable(value: contents, at: sourceMap)
        case .block: .block(value: contents, at: sourceMap)
        case .comment: .comment(value: contents, at: sourceMap)
        }
    }
}
