/// Each template compiled at most once per renderer, and nil kept for those that do not
/// compile, which Stencil renders. The built-in templates come compiled
/// (`PrecompiledTemplates`).
final class CompiledTemplateCache {
    private let templates: TemplateSet
    private var compiled: [String: CompiledTemplate?] = [:]

    init(templates: TemplateSet) {
        self.templates = templates
    }

    func template(named name: String) -> CompiledTemplate? {
        if let known = compiled[name] { return known }
        let template =
            PrecompiledTemplates.template(named: name, in: templates)
            ?? Self.tokens(of: name, in: templates).flatMap { [templates] in
                CompiledTemplate(tokens: $0, partial: { Self.tokens(of: $0, in: templates) })
            }
        compiled[name] = .some(template)
        return template
    }

    /// Why `template(named:)` gave nil for `name`.
    func reason(for name: String) -> String {
        switch LexedTemplate(named: name, in: templates) {
        case nil: "no template of that name"
        case .stencil(nil, _)?: "its tags set their own whitespace ({%- or {%+)"
        default: "it uses a form the compiled renderer does not read (a filter, an operator, another tag)"
        }
    }

    /// Nil for a template of the user's whose tags set their own whitespace: Stencil trims it.
    static func tokens(of name: String, in templates: TemplateSet) -> [TemplateToken]? {
        switch LexedTemplate(named: name, in: templates) {
        case .quick(let tokens)?: tokens
        case .stencil(let trimmed, _)?: trimmed?.map(TemplateToken.init)
        case nil: nil
        }
    }
}
