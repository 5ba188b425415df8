import Stencil

/// A tag token's template and its place among that template's tags, written into the file
/// name of the token's source map: that name is the one part of a token Stencil carries
/// into every error, even into the tokens it makes for a bad filter. Only a failed render
/// is rendered again with labelled tokens, to find the tag that failed.
struct TagLabel: Equatable {
    var template: String
    /// 0 for the template's first tag (`{{ }}`, `{% %}` or `{# #}`), text not counted.
    var index: Int

    /// Unit separator: no template name has one, and Stencil never prints the name.
    private static let separator: Character = "\u{1F}"

    init(template: String, index: Int) {
        self.template = template
        self.index = index
    }

    /// The label of `token`, nil for a token that was not labelled.
    init?(_ token: Token?) {
        guard let name = token?.sourceMap.filename, let cut = name.firstIndex(of: Self.separator),
            let index = Int(name[..<cut])
        else { return nil }
        self.init(template: String(name[name.index(after: cut)...]), index: index)
    }

    /// `tokens` of `template` as they are, except that every tag carries its label.
    static func labelling(_ tokens: [Token], of template: String) -> [Token] {
        var count = 0
        func nextLabel() -> SourceMap {
            defer { count += 1 }
            return TagLabel(template: template, index: count).sourceMap
        }
        return tokens.map { token in
            switch token.kind {
            case .text: token
            case .variable: .variable(value: token.contents, at: nextLabel())
            case .comment: .comment(value: token.contents, at: nextLabel())
            case .block: .block(value: token.contents, at: nextLabel(), whitespace: token.whitespace ?? .unspecified)
            }
        }
    }

    /// A source map named by this label, made by Stencil's lexer: its initializer is not public.
    private var sourceMap: SourceMap {
        Template(templateString: "x", name: "\(index)\(Self.separator)\(template)").tokens[0].sourceMap
    }
}
