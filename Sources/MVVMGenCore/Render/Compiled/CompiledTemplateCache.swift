import Stencil

/// Each template compiled at most once per renderer, and nil kept for those that do not
/// compile, which Stencil renders.
final class CompiledTemplateCache {
    private let templates: TemplateSet
    private var compiled: [String: CompiledTemplate?] = [:]

    init(templates: TemplateSet) {
        self.templates = templates
    }

    func template(named name: String) -> CompiledTemplate? {
        if let known = compiled[name] { return known }
        let template = tokens(of: name).flatMap { CompiledTemplate(tokens: $0, partial: tokens(of:)) }
        compiled[name] = .some(template)
        return template
    }

    /// Built-in templates through the quick lexer; the user's through Stencil's, so that
    /// they are read exactly as Stencil would read them.
    private func tokens(of name: String) -> [TemplateToken]? {
        guard let source = templates.sources[name] else { return nil }
        if !templates.overridden.contains(name), let quick = SmartTrim.tokens(source) { return quick }
        return SmartTrim.trimmed(Template(templateString: source).tokens)?.map(TemplateToken.init)
    }
}
