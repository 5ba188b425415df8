/// Walks a parsed file once, running each family of checks (the other files here) in turn,
/// and keeps the facts it resolves on the way for translation.
/// Diagnostics are sorted by place afterwards, so a family may run over a whole screen
/// before the next; at one place they keep the order they were reported in.
struct SpecChecker {
    let file: SpecFile
    /// What the module's other screen files declare.
    let module: ModuleDeclarations
    let knownTypes: KnownTypes
    private(set) var fragments = SwiftFragments()
    var log = DiagnosticLog()
    /// This file's screens and models by name, filled by the name checks for the others;
    /// `screen(named:)` finds the other files' screens too.
    var screens: [String: ScreenSpec] = [:]
    var models: [String: ModelSpec] = [:]
    var resolvedScreens: [String: ResolvedScreen] = [:]
    var resolvedModels: [String: ResolvedModel] = [:]
    /// Other modules whose models or types this file's types name: its files import them.
    var modulesOfNamedTypes: Set<String> = []

    init(file: SpecFile, module: ModuleDeclarations = .none) {
        self.file = file
        self.module = module
        self.knownTypes = KnownTypes(file: file, module: module)
    }

    mutating func run() {
        checkSilenced(file.silence)
        // The file-wide name checks only report: in a big file they run on another core
        // beside the checks below (on one core they held the run for milliseconds), and
        // what they report keeps its place. What the others look up is indexed first.
        indexNames()
        let names = forWorker()
        let typeNames = DetachedThread.Result<[Diagnostic]>(beside: file.screens.count >= 64) {
            var checker = names
            checker.checkTypeNames()
            return checker.log.diagnostics
        }
        let before = log
        log = DiagnosticLog()
        checkImports()
        for model in file.models { checkModel(model) }
        for fixture in file.fixtures { checkFixture(fixture) }
        checkScreens()
        let after = log.diagnostics
        log = before
        log.append(contentsOf: typeNames.result)
        log.append(contentsOf: after)
    }

    /// Screens are checked on every core, each worker with a copy of this checker that has
    /// its own log and syntax cache; what each finds is joined in the screens' order, so the
    /// diagnostics are those one thread would log. A screen's checks change nothing else.
    private mutating func checkScreens() {
        let base = self
        let checked = Parallel.map(
            count: file.screens.count,
            minimumPerWorker: 64,
            makeState: { base.forWorker() },
            transform: { checker, index in
                let logged = checker.log.diagnostics.count
                let screen = checker.file.screens[index]
                checker.checkScreen(screen)
                return (
                    diagnostics: Array(checker.log.diagnostics[logged...]),
                    resolved: checker.resolvedScreens[screen.name.text],
                    modules: checker.modulesOfNamedTypes
                )
            }
        )
        resolvedScreens.reserveCapacity(file.screens.count)
        for (index, screen) in file.screens.enumerated() {
            log.append(contentsOf: checked[index].diagnostics)
            resolvedScreens[screen.name.text] = checked[index].resolved
            modulesOfNamedTypes.formUnion(checked[index].modules)
        }
    }

    /// A copy for one worker: what it logs and parses is its own.
    private func forWorker() -> SpecChecker {
        var copy = self
        copy.log = DiagnosticLog()
        copy.fragments = SwiftFragments()
        return copy
    }

    mutating func checkModel(_ model: ModelSpec) {
        checkFieldNames(model)
        checkFieldTypes(model)
        checkProtocolNames(model)
        resolvedModels[model.name.text] = ResolvedModel(fieldDefaults: fieldDefaults(of: model))
    }

    mutating func checkFixture(_ fixture: FixtureSpec) {
        guard let model = model(of: fixture) else { return }
        let arguments = checkValues(of: fixture, model: model)
        resolvedModels[model.name.text, default: ResolvedModel()].fixtureArguments[fixture.name.text] = arguments
    }

    mutating func checkScreen(_ screen: ScreenSpec) {
        var resolved = ResolvedScreen()
        checkSilenced(screen.silence)
        checkMemberNames(screen)
        checkPaging(screen)
        checkFlavour(screen)
        checkTypes(of: screen, resolving: &resolved)
        checkReferences(of: screen, resolving: &resolved)
        resolved.changeAnnouncements = checkDerivedProperties(screen)
        checkUsage(screen)
        checkPageLoadsDeclareHUD(screen)
        resolvedScreens[screen.name.text] = resolved
    }
}
