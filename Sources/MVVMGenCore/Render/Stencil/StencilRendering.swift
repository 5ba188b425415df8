import Stencil

/// The Stencil side of `TemplateRenderer`: every template the compiled renderer leaves.
extension TemplateRenderer {
    private var environment: Environment { loader.environment }

    func stencilRender(_ request: RenderRequest) throws -> String {
        let template = try loader.loadTemplate(name: request.template, environment: environment)
        var values = context(for: request).mapValues(stencilValue)
        values[TemplateIncludeError.chainKey] = [request.template]
        return try template.render(values)
    }

    /// A value as Stencil is given it, with every object a Stencil `Context`: Stencil copies
    /// ("normalizes") a dictionary, deeply, each time a variable is looked up through it,
    /// and on Linux casts it through NSDictionary too; a `Context` it reads directly.
    private func stencilValue(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): string
        case .character(let character): character
        case .bool(let bool): bool
        case .int(let int): int
        case .list(let items): items.map(stencilValue)
        case .object(let object): Context(dictionary: object.mapValues(stencilValue), environment: environment)
        case .loop(let index, let count):
            ["first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count]
        }
    }
}
