/// The module's other screen files: their screens and models share this file's namespace,
/// and may be named here.
extension SpecChecker {
    /// Takes the names the other files generate first, so that a screen or model of this
    /// file declared there too is reported here, with a note at the other file's place.
    /// A type this file lists under `types` is the person's own: listing it is no clash.
    mutating func claimModuleTypes(in types: inout Scope) {
        let listed = Set(file.types.map(\.text))
        let ownModels = Dictionary(file.models.map { ($0.name.text, $0.name) }) { first, _ in first }
        let ownScreens = Dictionary(file.screens.map { ($0.name.text, $0.name) }) { first, _ in first }
        var ignored = DiagnosticLog()  // the other files' own clashes are theirs to report
        for model in module.models where !listed.contains(model.name.text) {
            if let own = ownModels[model.name.text] {
                reportDeclaredTwice("model", own, model.name)
                continue
            }
            types.claim(model.name.text, by: model.name, as: "model of another screen file", log: &ignored)
        }
        for screen in module.screens {
            if let own = ownScreens[screen.name.text] {
                reportDeclaredTwice("screen", own, screen.name)
                continue
            }
            for generated in ScreenNames(screen: screen.name.text).types(of: screen.kind, flavour: screen.flavour)
            where !listed.contains(generated) {
                types.claim(generated, by: screen.name, as: "screen of another screen file", log: &ignored)
            }
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

    /// Makes the other files' screens known to the reference checks; this file's own come
    /// first (a name declared in both was reported by the name checks). Their models are
    /// types here, not models: a fixture is written in its model's file.
    mutating func addModuleDeclarations() {
        for screen in module.screens + module.importedScreens where screens[screen.name.text] == nil {
            screens[screen.name.text] = screen
        }
    }

    /// The modules whose screens this file's routes, tabs and child lists name, or whose
    /// models and types its types name: each generated file imports them, after the file's
    /// own `imports`.
    var importedModulesUsed: [String] {
        var used = Set<String>()
        if !module.moduleOfImported.isEmpty {
            // Names only: adding the screen lists copied every screen of the file.
            let local = Set(file.screens.map(\.name.text) + module.screens.map(\.name.text))
            for screen in file.screens {
                let named =
                    screen.routes.map(\.target.text) + screen.tabs.map(\.text)
                    + screen.lists.compactMap { $0.child?.text }
                for name in named where !local.contains(name) {
                    if let module = module.moduleOfImported[name] { used.insert(module) }
                }
            }
        }
        let own = Set(file.imports.map(\.text))
        return used.union(modulesOfNamedTypes).subtracting(own).sorted()
    }
}
