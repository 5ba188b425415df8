/// Stage 2: cross-checks a parsed file and reports every problem at once. The checks live
/// in Checks/, one file per family, run by `SpecChecker`.
public enum SpecValidator {
    /// Cross-checks run even when parsing found errors, so one run reports everything;
    /// throws the parser's and the validator's diagnostics together when either has an error.
    /// `module` is what the module's other screen files declare: their screens may be named.
    public static func validate(
        _ parsed: ParsedSpec,
        module: ModuleDeclarations = .none
    ) throws(DiagnosticsError) -> ValidatedSpec {
        var check = SpecChecker(file: parsed.file, module: module)
        check.run()
        let diagnostics = DiagnosticLog.merged(parsed.diagnostics, check.log.diagnostics)
        if parsed.hasErrors || check.log.hasErrors { throw DiagnosticsError(diagnostics) }
        return ValidatedSpec(
            file: parsed.file,
            screensByName: check.screens,
            modelsByName: check.models,
            resolvedScreens: check.resolvedScreens,
            resolvedModels: check.resolvedModels,
            warnings: diagnostics
        )
    }
}
