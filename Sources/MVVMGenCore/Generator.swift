/// The whole pipeline: YAML text → parsed spec → validated spec → render requests → files.
/// Pure: reads nothing and writes nothing; the CLI does both.
public struct Generator: Sendable {
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
        let (parsed, shapeProblems) = try SpecParser.read(input)
        // Cross-checks run even when the shape had errors, so one run reports everything.
        let validated: ValidatedSpec
        do {
            validated = try SpecValidator.validate(parsed)
        } catch {
            throw DiagnosticsError(Self.merged(shapeProblems, error.diagnostics))
        }
        if shapeProblems.contains(where: { $0.severity == .error }) {
            throw DiagnosticsError(Self.merged(shapeProblems, validated.warnings))
        }
        let requests = ContextBuilder.requests(for: validated, options: options)
        let files = try ParallelRenderer(templates: templates).render(requests)
        return Result(files: files, warnings: Self.merged(shapeProblems, validated.warnings))
    }

    /// Both lists in file order, each diagnostic once.
    static func merged(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var log = DiagnosticLog()
        var seen = Set<Diagnostic>()
        log.append(contentsOf: (first + second).filter { seen.insert($0).inserted })
        return log.sorted
    }
}
