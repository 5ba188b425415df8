import Stencil

/// A template parsed once, from tokens already trimmed (SmartTrim). Stencil's `Template`
/// lexes its source when made and parses its tokens again on every render.
final class ParsedTemplate: Template {
    private let parsedTokens: [Token]
    /// The environment the tokens are parsed in: the renderer's, or for a template whose
    /// tags set their own whitespace, one that has Stencil trim it.
    private let parsingEnvironment: Environment
    /// The environment it renders in (Stencil's own property is not visible here).
    private let renderingEnvironment: Environment
    private var nodes: [NodeType]?

    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        parsingEnvironment = environment ?? Environment()
        renderingEnvironment = parsingEnvironment
        parsedTokens = Template(templateString: templateString, name: name).tokens
        super.init(templateString: "", environment: parsingEnvironment, name: name)
    }

    init(tokens: [Token], parsingEnvironment: Environment, environment: Environment, name: String) {
        parsedTokens = tokens
        self.parsingEnvironment = parsingEnvironment
        renderingEnvironment = environment
        super.init(templateString: "", environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        try render(in: Context(dictionary: dictionary ?? [:], environment: renderingEnvironment))
    }

    /// Renders in `context`: a whole template, or one included by another.
    func render(in context: Context) throws -> String {
        if nodes == nil {
            nodes = try TokenParser(tokens: parsedTokens, environment: parsingEnvironment).parse()
        }
        return try renderNodes(nodes ?? [], context)
    }
}

/// A Stencil loader that lexes, trims and parses each template at most once.
final class ParsedTemplateCache: Loader {
    let templates: TemplateSet
    private var parsed: [String: Template] = [:]

    /// The environment templates render in; Stencil trims nothing, SmartTrim did.
    private(set) lazy var environment = Environment(
        loader: self,
        extensions: [Self.partials()],
        templateClass: ParsedTemplate.self,
        trimBehaviour: .nothing
    )
    /// For templates whose tags set their own whitespace: Stencil trims them as it renders.
    private lazy var trimmingEnvironment = Environment(
        loader: self,
        extensions: [Self.partials()],
        templateClass: ParsedTemplate.self,
        trimBehaviour: .smart
    )

    /// Labels every tag with its template and place (`TagLabel`), and lexes every template
    /// with Stencil's lexer, whose tags `TemplateTagPlaces` finds again: to locate an error.
    let labelsTags: Bool

    init(templates: TemplateSet, labelsTags: Bool = false) {
        self.templates = templates
        self.labelsTags = labelsTags
    }

    func forget() {
        parsed.removeAll()
    }

    func loadTemplate(name: String, environment: Environment) throws -> Template {
        if let template = parsed[name] { return template }
        guard let lexed = LexedTemplate(named: name, in: templates, quickly: !labelsTags) else {
            throw TemplateDoesNotExist(templateNames: [name], loader: self)
        }
        let tokens: [Token]
        let parsingEnvironment: Environment
        switch lexed {
        case .quick(let quick):
            tokens = quick.map { $0.stencilToken(at: Self.sourceMap) }
            parsingEnvironment = self.environment
        case .stencil(let trimmed, let raw):
            tokens = trimmed ?? raw
            parsingEnvironment = trimmed == nil ? trimmingEnvironment : self.environment
        }
        let template = ParsedTemplate(
            tokens: labelsTags ? TagLabel.labelling(tokens, of: name) : tokens,
            parsingEnvironment: parsingEnvironment,
            environment: self.environment,
            name: name
        )
        parsed[name] = template
        return template
    }

    /// A source map borrowed from a token Stencil made: its initializer is not public.
    nonisolated(unsafe) private static let sourceMap = Template(templateString: "x").tokens[0].sourceMap

    /// `include`, as Stencil's, but rendering a parsed template's own trimmed tokens: a
    /// Stencil `Template` renders its `tokens`, lexed from its source, and trimmed text
    /// cannot always be written back as source (`{` then a tag would read as `{{`).
    private static func partials() -> Extension {
        let partials = Extension()
        partials.registerTag("include", parser: IncludeNode.parse)
        return partials
    }
}

private final class IncludeNode: NodeType {
    let templateName: Variable
    let includeContext: String?
    let token: Token?

    static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
        let bits = token.components
        guard bits.count == 2 || bits.count == 3 else {
            throw TemplateSyntaxError(
                """
                'include' tag requires one argument, the template file to be included. \
                A second optional argument can be used to specify the context that will \
                be passed to the included file
                """
            )
        }
        return IncludeNode(
            templateName: Variable(bits[1]),
            includeContext: bits.count == 3 ? bits[2] : nil,
            token: token
        )
    }

    init(templateName: Variable, includeContext: String?, token: Token) {
        self.templateName = templateName
        self.includeContext = includeContext
        self.token = token
    }

    func render(_ context: Context) throws -> String {
        guard let name = try templateName.resolve(context) as? String else {
            throw TemplateSyntaxError("'\(templateName)' could not be resolved as a string")
        }
        // The chain of includes that led here, kept in the context: without it a template
        // that includes itself recurses until the stack overflows.
        let chain = context[TemplateIncludeError.chainKey] as? [String] ?? []
        if chain.contains(name) || chain.count > TemplateIncludeError.maximumDepth {
            throw TemplateIncludeError(chain: chain, included: name)
        }
        let template: Template
        do {
            template = try context.environment.loadTemplate(name: name)
        } catch is TemplateDoesNotExist {
            // Stencil's message names the loader by its address.
            throw TemplateSyntaxError("there is no template named '\(name)' to include")
        }
        var subContext = includeContext.flatMap { context[$0] as? [String: Any] } ?? [:]
        subContext[TemplateIncludeError.chainKey] = chain + [name]
        do {
            return try context.push(dictionary: subContext) {
                try (template as? ParsedTemplate)?.render(in: context) ?? template.render(context)
            }
        } catch let error as TemplateSyntaxError where error.token != nil {
            // The error stays at the included template's tag; the include is where it was
            // reached from, outermost first.
            throw TemplateSyntaxError(
                reason: error.reason,
                token: error.token,
                stackTrace: [token].compactMap { $0 } + error.stackTrace
            )
        }
    }
}
