/// Stage 2's output: a `SpecFile` whose names, references and values were all checked,
/// with the lookups and resolved facts later stages need.
public struct ValidatedSpec: Sendable {
    public let file: SpecFile
    public let screensByName: [String: ScreenSpec]
    public let modelsByName: [String: ModelSpec]
    /// By screen name: arguments and default values, worked out once while checking.
    public let resolvedScreens: [String: ResolvedScreen]
    /// By model name: field defaults and fixture literals, worked out once while checking.
    public let resolvedModels: [String: ResolvedModel]
    /// Warnings found while validating; errors would have stopped the run.
    public let warnings: [Diagnostic]
    /// Modules of other screen files' screens this file names, besides its `imports`.
    public var importedModules: [String] = []

    public var input: InputFile { file.input }

    func resolved(_ screen: ScreenSpec) -> ResolvedScreen { resolvedScreens.resolved(screen.name.text) }
    func resolved(_ model: ModelSpec) -> ResolvedModel { resolvedModels.resolved(model.name.text) }
}
