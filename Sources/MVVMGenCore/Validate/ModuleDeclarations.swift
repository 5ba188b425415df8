/// What the other screen files of the module declare. Their screens may be the targets of
/// this file's routes, tabs and child lists, and their models and types may be named here;
/// a screen or model declared in two files is an error naming both places.
public struct ModuleDeclarations: Sendable {
    /// The other files' screens, as parsed (their top-level `given` already merged in).
    public private(set) var screens: [ScreenSpec] = []
    public private(set) var models: [ModelSpec] = []
    /// Types the other files declare under `types`: the person's own, in the same module.
    public private(set) var types: [String] = []
    /// Screens and models of the other files that could not be read: not reported again.
    public private(set) var unreadable: Set<String> = []
    /// For each screen of a file with errors, that file's first error: shown with this
    /// file's error about it, since the build may stop before the other file's run.
    public private(set) var firstErrors: [String: Diagnostic] = [:]
    /// Screens of other modules this one imports (their screen files named with
    /// `--import-module`): routes, tabs and child lists may name them, and the generated
    /// files then import their module.
    public private(set) var importedScreens: [ScreenSpec] = []
    /// The models of other modules this one imports: a fixture's value of one of their
    /// types is written as its fields, as for a model of this module.
    public private(set) var importedModels: [ModelSpec] = []
    /// The module of each imported screen, model and declared type, by name.
    public private(set) var moduleOfImported: [String: String] = [:]
    /// The other files' routers, by lowercased name, with the file that makes each: a
    /// router (and its `register…Screens()`) must be one file's only.
    public private(set) var routers: [String: String] = [:]

    /// A file read alone: no other screen file.
    public static let none = ModuleDeclarations()

    public init() {}

    /// The declarations of `files`, every other screen file of the module. A file with
    /// errors has its screens and models known by name only: checking against what could
    /// be read of them would report its mistakes again, here, as this file's.
    public init(files: [ParsedSpec]) {
        for parsed in files {
            let file = parsed.file
            if file.screens.contains(where: { $0.kind != .cell }) {
                routers[ScreenNames.router(fromStem: file.input.stem).lowercased()] = file.input.fileName
            }
            types += file.types.map(\.text)
            unreadable.formUnion(file.unreadable)
            if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
                unreadable.formUnion(file.screens.map(\.name.text) + file.models.map(\.name.text))
                for screen in file.screens { firstErrors[screen.name.text] = error }
                continue
            }
            screens += file.screens
            models += file.models
        }
    }

    /// The declarations of `files` (the module's other screen files) and of `imported`, the
    /// screen files of other modules, each with its module's name. An imported file with
    /// errors is its own module's to report: what could be read of it is used.
    public init(files: [ParsedSpec], imported: [(module: String, file: ParsedSpec)]) {
        self.init(files: files)
        for (module, parsed) in imported {
            for screen in parsed.file.screens where moduleOfImported[screen.name.text] == nil {
                importedScreens.append(screen)
                moduleOfImported[screen.name.text] = module
            }
            for model in parsed.file.models where moduleOfImported[model.name.text] == nil {
                moduleOfImported[model.name.text] = module
                importedModels.append(model)
            }
            // Its `types` are its own Swift types (a service it defines): known here too.
            for type in parsed.file.types where moduleOfImported[type.text] == nil {
                moduleOfImported[type.text] = module
            }
        }
    }

    /// Every type name the other files make or declare, for `KnownTypes`.
    var typeNames: [String] {
        let importedScreenNames = Set(importedScreens.map(\.name.text))
        return types + models.map(\.name.text) + unreadable.sorted()
            + moduleOfImported.keys.sorted().filter { !importedScreenNames.contains($0) }
            + (screens + importedScreens).flatMap { screen -> [String] in
                let names = ScreenNames(screen: screen.name.text)
                return [names.viewModel, names.callbackAction, names.interface]
            }
    }
}
