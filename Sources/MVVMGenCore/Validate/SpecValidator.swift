/// Stage 2: cross-checks a parsed file and reports every problem at once. The checks live
/// in Checks/, one file per family, run by `SpecChecker`.
public enum SpecValidator {
    /// Cross-checks run even when parsing found errors, so one run reports everything;
    /// throws the parser's and the validator's diagnostics together when either has an error.
    /// `module` is what the module's other screen files declare: their screens may be named.
    /// `flavour` is the configured flavour of screens that do not name one.
    public static func validate(
        _ parsed: ParsedSpec,
        module: ModuleDeclarations = .none,
        flavour: Flavour = .uikit
    ) throws(DiagnosticsError) -> ValidatedSpec {
        // The callbacks `hud` and paged lists add are decided here, once, before any check:
        // the checks see them as the person's own (names, collisions, the bit limit).
        var file = parsed.file
        for index in file.screens.indices {
            file.screens[index].addStandardCallbacks()
            if file.screens[index].flavour == nil { file.screens[index].flavour = flavour }
        }
        var check = SpecChecker(file: file, module: module)
        check.run()
        let diagnostics = DiagnosticLog.merged(parsed.diagnostics, check.log.diagnostics)
        if parsed.hasErrors || check.log.hasErrors { throw DiagnosticsError(diagnostics) }
        // The screens translation looks up: this file's and those its routes show.
        var screensByName = check.screens
        for route in file.screens.flatMap(\.routes) where screensByName[route.target.text] == nil {
            screensByName[route.target.text] = check.screen(named: route.target.text)
        }
        var validated = ValidatedSpec(
            file: file,
            screensByName: screensByName,
            modelsByName: check.models,
            resolvedScreens: check.resolvedScreens,
            resolvedModels: check.resolvedModels,
            warnings: diagnostics
        )
        validated.importedModules = check.importedModulesUsed
        return validated
    }
}
