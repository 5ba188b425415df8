import Stencil

/// A template's tokens, trimmed, as both renderers start from them.
enum LexedTemplate {
    /// A built-in template, lexed quickly (SmartTrim).
    case quick([TemplateToken])
    /// One of the user's, lexed by Stencil so that errors point into its source: `trimmed`
    /// is nil when its tags set their own whitespace, and Stencil must trim `raw` itself.
    case stencil(trimmed: [Token]?, raw: [Token])

    /// Nil when there is no template of that name. `quickly` false lexes a built-in template
    /// with Stencil's lexer too.
    init?(named name: String, in templates: TemplateSet, quickly: Bool = true) {
        guard let source = templates.sources[name] else { return nil }
        if quickly, !templates.overridden.contains(name), let quick = SmartTrim.tokens(source) {
            self = .quick(quick)
        } else {
            let raw = Template(templateString: source, name: name).tokens
            self = .stencil(trimmed: SmartTrim.trimmed(raw), raw: raw)
        }
    }
}
