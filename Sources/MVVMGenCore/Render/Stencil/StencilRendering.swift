import Stencil

/// The Stencil side of `TemplateRenderer`: every template the compiled renderer leaves.
extension TemplateRenderer {
    /// Renders with the renderer's own loader, or with `loader` (one labelling its tags).
    func stencilRender(_ request: RenderRequest, loader: ParsedTemplateCache? = nil) throws -> String {
        let loader = loader ?? self.loader
        let environment = loader.environment
        let template = try loader.loadTemplate(name: request.template, environment: environment)
        var values = context(for: request).mapValues { stencilValue($0, in: environment) }
        values[TemplateIncludeError.chainKey] = [request.template]
        return try template.render(values)
    }

    /// A value as Stencil is given it, with every object a Stencil `Context`: Stencil copies
    /// ("normalizes") a dictionary, deeply, each time a variable is looked up through it,
    /// and on Linux casts it through NSDictionary too; a `Context` it reads directly.
    private func stencilValue(_ value: TemplateValue, in environment: Environment) -> Any {
        switch value {
        case .string(let string): string
        case .character(let character): character
        case .bool(let bool): bool
        case .int(let int): int
        case .list(let items): items.map { stencilValue($0, in: environment) }
        case .object(let object):
            Context(dictionary: object.mapValues { stencilValue($0, in: environment) }, environment: environment)
        case .loop(let index, let count):
            ["first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count]
        }
    }
}
