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

    /// Generates every file of `input`. A created-once file for which `isKept` answers true
    /// (the person's file exists and will not be touched) is not rendered: its `OutputFile`
    /// comes back with empty contents. Regenerating a big project thus renders only what
    /// can change.
    public func generate(
        _ input: InputFile, isKept: (OutputRoot, String) -> Bool = { _, _ in false }
    ) throws(DiagnosticsError) -> Result {
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
        let kept = requests.map { $0.ownership == .createdOnce && isKept($0.root, $0.path) }
        var rendered = try ParallelRenderer(templates: templates).render(zip(requests, kept).filter { !$1 }.map(\.0))[...]
        let files = zip(requests, kept).map { request, kept in
            kept
                ? OutputFile(path: request.path, root: request.root, ownership: request.ownership, contents: "")
                : rendered.removeFirst()
        }
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
