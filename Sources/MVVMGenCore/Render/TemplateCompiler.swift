/// Templates lexed, parsed and checked against the type of the context they render with,
/// once per run before anything renders: a mistake in any template is found before a file
/// is made.
struct TemplateCompiler {
    let templates: TemplateSet
    /// Skip checking mvvmgen's own templates, unchanged: a test checks each of them against
    /// its context's type (`TemplateReferenceTests`), and checking costs a one-screen run
    /// a tenth of its time. One that includes a template the user replaced is checked.
    var trustsBuiltIns = true

    /// `name` ready to render with a context of type `root`, and the deprecated keys it reads.
    func compile(_ name: String, root: TemplateObjectType) throws(TemplateError) -> (
        linked: LinkedTemplate, warnings: [TemplateError]
    ) {
        let templates = self.templates
        func tokens(_ name: String) throws(TemplateError) -> [TemplateLexer.Token]? {
            guard let source = templates.sources[name] else { return nil }
            return try TemplateLexer.tokens(of: source, template: name)
        }
        guard let own = try tokens(name) else {
            throw TemplateError(message: "no template named '\(name)'", place: TemplatePlace(template: name, offset: 0))
        }
        var parser = TemplateParser(template: name, tokens: own, partial: tokens)
        let nodes = try parser.parse()
        var linker = TemplateLinker(root: root)
        if trustsBuiltIns, templates.isUnchangedBuiltIn(name) { return (linker.link(nodes), []) }
        var checker = TemplateChecker(root: root)
        checker.check(nodes)
        if let first = checker.errors.first {
            throw TemplateError(
                message: first.message,
                place: first.place,
                includedFrom: first.includedFrom,
                more: Array(checker.errors.dropFirst())
            )
        }
        return (linker.link(nodes), checker.warnings)
    }
}
