/// The whole pipeline: YAML text → parsed spec → validated spec → render requests → files.
/// Pure: reads nothing and writes nothing; the CLI does both.
public struct Generator {
    public var templates: TemplateSet
    public var options: GenerationOptions

    public init(templates: TemplateSet = .builtIn, options: GenerationOptions = GenerationOptions()) {
        self.templates = templates
        self.options = options
    }

    public struct Result: Sendable {
        public var files: [OutputFile]
        public var warnings: [Diagnostic]
    }

    public func generate(_ input: InputFile) throws(DiagnosticsError) -> Result {
        let parsed = try SpecParser.parse(input)
        let validated = try SpecValidator.validate(parsed)
        let renderer = TemplateRenderer(templates: templates)
        var files: [OutputFile] = []
        for request in ContextBuilder.requests(for: validated, options: options) {
            files.append(try renderer.render(request))
        }
        return Result(files: files, warnings: validated.warnings)
    }
}
