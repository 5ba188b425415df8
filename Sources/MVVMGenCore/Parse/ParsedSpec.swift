/// Stage 1's output: what could be read of a screen file, and the problems found reading
/// it. The parts written well are kept even when others are not, so validation can report
/// their problems in the same run.
public struct ParsedSpec: Sendable {
    public var file: SpecFile
    /// Shape problems (unknown keys, wrong kinds of values), in file order.
    public var diagnostics: [Diagnostic]

    public var input: InputFile { file.input }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
