/// The module's other screen files: their screens and models share this file's namespace,
/// and may be named here.
extension SpecChecker {
    /// Reports a screen or model of this file declared in another file too, and takes the
    /// names the other files generate before this file's own are claimed, so that a clash
    /// with one is reported here, with a note at the other file's place. A type this file
    /// lists under `types` is the person's own: listing it is no clash. `screenTypes`: the
    /// type names each of this file's screens generates, in order.
    mutating func claimModuleTypes(in types: inout Scope, screenTypes: [[String]]) {
        let listed = Set(file.types.map(\.text))
        let ownModels = Dictionary(file.models.map { ($0.name.text, $0.name) }) { first, _ in first }
        let ownScreens = Dictionary(file.screens.map { ($0.name.text, $0.name) }) { first, _ in first }
        for model in file.models where ownModels[model.name.text] == model.name && !listed.contains(model.name.text) {
            for other in module.models(named: model.name.text) {
                reportDeclaredTwice("model", model.name, other.name)
            }
        }
        for screen in file.screens where ownScreens[screen.name.text] == screen.name {
            for other in module.screens(named: screen.name.text) {
                reportDeclaredTwice("screen", screen.name, other.name)
            }
        }
        // The other files' types matter here only where this file claims the same name
        // later (its models and its screens' types): those are looked up, the first other
        // file's claim taken as claiming them all in turn would. Clashes among the other
        // files, or with the reserved names and `types`, are theirs to report.
        guard module.makesTypes else { return }
        for name in file.models.map(\.name.text) + screenTypes.joined() where types.seen[name] == nil {
            let first = module.typeClaims(of: name).first { claim in
                claim.isModel
                    ? !listed.contains(name) && ownModels[name] == nil
                    : ownScreens[claim.owner.text] == nil && !listed.contains(name)
            }
            guard let first else { continue }
            let what = first.isModel ? "model of another screen file" : "screen of another screen file"
            types.seen[name] = (first.owner, what)
        }
    }

    /// One error for a name declared here and in another file, not one per generated type.
    private mutating func reportDeclaredTwice(_ what: String, _ own: Name, _ other: Name) {
        log.error(
            "\(what) '\(own)' is declared in two screen files of the module: declare it in one",
            at: own.location,
            notes: [.init("'\(other)' is also declared here", at: other.location)]
        )
    }

    /// A screen this file declares, else one of the other files' or an imported one: what
    /// the reference checks find a name to be (a name declared in both was reported by the
    /// name checks). Their models are types here, not models: a fixture is written in its
    /// model's file.
    func screen(named name: String) -> ScreenSpec? {
        screens[name] ?? module.screen(named: name)
    }

    /// The modules whose screens this file's routes, tabs and child lists name, or whose
    /// models and types its types name: each generated file imports them, after the file's
    /// own `imports`.
    var importedModulesUsed: [String] {
        var used = Set<String>()
        if !module.moduleOfImported.isEmpty {
            // Names only: adding the screen lists copied every screen of the file.
            let own = Set(file.screens.map(\.name.text))
            for screen in file.screens {
                let named =
                    screen.routes.map(\.target.text) + screen.tabs.map(\.text)
                    + screen.lists.compactMap { $0.child?.text }
                for name in named where !own.contains(name) && module.localScreen(named: name) == nil {
                    if let module = module.moduleOfImported[name] { used.insert(module) }
                }
            }
        }
        let own = Set(file.imports.map(\.text))
        return used.union(modulesOfNamedTypes).subtracting(own).sorted()
    }
}
