/// Stage 2's output: a `SpecFile` whose names, references and values were all checked,
/// with the lookups later stages need.
public struct ValidatedSpec: Sendable {
    public let file: SpecFile
    public let screensByName: [String: ScreenSpec]
    public let modelsByName: [String: ModelSpec]
    /// Warnings found while validating; errors would have stopped the run.
    public let warnings: [Diagnostic]

    public var input: InputFile { file.input }
}
