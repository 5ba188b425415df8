/// The whole pipeline for one template set and set of options (see `Pipeline`).
public struct Generator: Sendable {
    public var templates: TemplateSet
    public var options: GenerationOptions
    /// Built-in templates being compiled on another core meanwhile (`TemplatePrefetch`).
    public var prefetch: TemplatePrefetch?

    public init(
        templates: TemplateSet = .builtIn,
        options: GenerationOptions = GenerationOptions(),
        prefetch: TemplatePrefetch? = nil
    ) {
        self.templates = templates
        self.options = options
        self.prefetch = prefetch
    }

    public struct Result: Sendable {
        public var files: [OutputFile]
        public var warnings: [Diagnostic]
    }

    /// Stages 1 to 3: what `input` would produce.
    public func plan(_ input: InputFile) throws(DiagnosticsError) -> GenerationPlan {
        try Pipeline.plan(input, options: options)
    }

    /// Stages 2 and 3 for a parsed file whose module's other screen files declare `module`.
    public func plan(_ parsed: ParsedSpec, module: ModuleDeclarations) throws(DiagnosticsError) -> GenerationPlan {
        try Pipeline.plan(parsed, module: module, options: options)
    }

    /// Stage 4, for the requests the caller chose: the files, in request order.
    public func render(_ requests: [RenderRequest]) throws(DiagnosticsError) -> [OutputFile] {
        try Renderer(templates: templates, prefetch: prefetch).render(requests)
    }

    /// Stage 4, with a warning at each deprecated key a template reads.
    /// `checking`: requests whose templates are checked but not rendered.
    public func renderReporting(
        _ requests: [RenderRequest],
        checking unrendered: [RenderRequest] = []
    ) throws(DiagnosticsError) -> (files: [OutputFile], warnings: [Diagnostic]) {
        try Renderer(templates: templates, prefetch: prefetch).renderReporting(requests, checking: unrendered)
    }

    /// Every file of `input`, rendered.
    public func generate(_ input: InputFile) throws(DiagnosticsError) -> Result {
        let plan = try plan(input)
        let rendered = try renderReporting(plan.requests)
        return Result(files: rendered.files, warnings: plan.warnings + rendered.warnings)
    }
}
