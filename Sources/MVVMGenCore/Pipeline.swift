/// The generator's stages and what passes between them, in order. Each stage is a pure
/// function of the one before: none reads or writes a file (the CLI does both).
///
///     InputFile                     a screen file's path and text (Input/)
///       │ SpecParser.parse          known keys, value shapes, short forms (Parse/)
///     ParsedSpec                    SpecFile + shape diagnostics
///       │ SpecValidator.validate    names, references, types, values (Validate/)
///     ValidatedSpec                 the checked file, lookups, warnings
///       │ Translator.translate      typed descriptions of screens and models (Translate/)
///     [RenderRequest]               one per output file: template, path, owner, description
///       │ Renderer.render           templates checked against the descriptions, then rendered (Render/)
///     [OutputFile]                  path, root, owner, contents (Output/)
///
/// Every stage throws `DiagnosticsError`; the caller decides which requests to render, so
/// a person's existing files are never even rendered.
public enum Pipeline {
    /// Stages 1 to 3: the render requests of `input` and the warnings found on the way.
    public static func plan(_ input: InputFile, options: GenerationOptions) throws(DiagnosticsError) -> GenerationPlan {
        try plan(SpecParser.parse(input), module: .none, options: options)
    }

    /// Stages 2 and 3 for a parsed file of a module whose other screen files declare `module`.
    public static func plan(
        _ parsed: ParsedSpec,
        module: ModuleDeclarations,
        options: GenerationOptions
    ) throws(DiagnosticsError) -> GenerationPlan {
        let validated = try SpecValidator.validate(parsed, module: module, flavour: options.flavour)
        return GenerationPlan(requests: Translator.translate(validated, options: options), warnings: validated.warnings)
    }
}
