/// What every screen file of a module declares, indexed once per run by name, each entry
/// with the number of the file it comes from. Each file's checks read it through
/// `ModuleDeclarations`, which leaves that file's own entries out: a run of a thousand
/// screen files built and read a list of the other 999 for each file, a run 35 times as long
/// as one file holding the same screens.
final class ModuleIndex: Sendable {
    /// A declaration and the number of the file it is in.
    struct Entry<Value: Sendable>: Sendable {
        var file: Int
        var value: Value
    }

    /// A type name a screen or model of the module makes, as the name checks claim it.
    struct TypeClaim: Sendable {
        var file: Int
        /// The screen or model that makes it.
        var owner: Name
        var isModel: Bool
    }

    let screens: [Entry<ScreenSpec>]
    let models: [Entry<ModelSpec>]
    let types: [Entry<String>]
    let unreadable: [Entry<Set<String>>]
    let firstErrors: [Entry<[String: Diagnostic]>]
    let routers: [String: [Entry<String>]]
    /// By name, in the order the files come: screens (of readable files) and models.
    let screensByName: [String: [Int]]
    let modelsByName: [String: [Int]]
    /// Each type name the module's models and screens make, with what makes it: every
    /// model first, then every screen's types, in the files' order.
    let typeClaims: [String: [TypeClaim]]
    /// `ModuleDeclarations.typeNames` by name: the files that declare or make each.
    let typeNameFiles: [String: [Int]]
    /// The files whose `types` or readable models name each: a type of this module.
    let typeOrModelFiles: [String: [Int]]
    let imported: Imported

    /// Screens, models and types of other modules, which no file of this one declares.
    struct Imported: Sendable {
        var screens: [ScreenSpec] = []
        var models: [ModelSpec] = []
        var moduleOf: [String: String] = [:]
        /// What `ModuleDeclarations.typeNames` lists of them.
        var typeNames: Set<String> = []
    }

    init(files: [ParsedSpec], imported: [(module: String, file: ParsedSpec)]) {
        var screens: [Entry<ScreenSpec>] = []
        var models: [Entry<ModelSpec>] = []
        var types: [Entry<String>] = []
        var unreadable: [Entry<Set<String>>] = []
        var firstErrors: [Entry<[String: Diagnostic]>] = []
        var routers: [String: [Entry<String>]] = [:]
        for (number, parsed) in files.enumerated() {
            let file = parsed.file
            if file.screens.contains(where: { $0.kind != .cell }) {
                let router = ScreenNames.router(fromStem: file.input.stem).lowercased()
                routers[router, default: []].append(Entry(file: number, value: file.input.fileName))
            }
            types += file.types.map { Entry(file: number, value: $0.text) }
            var unread = file.unreadable
            if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
                unread.formUnion(file.screens.map(\.name.text) + file.models.map(\.name.text))
                let errors = Dictionary(file.screens.map { ($0.name.text, error) }) { first, _ in first }
                firstErrors.append(Entry(file: number, value: errors))
            } else {
                screens += file.screens.map { Entry(file: number, value: $0) }
                models += file.models.map { Entry(file: number, value: $0) }
            }
            if !unread.isEmpty { unreadable.append(Entry(file: number, value: unread)) }
        }
        (self.screens, self.models, self.types) = (screens, models, types)
        (self.unreadable, self.firstErrors, self.routers) = (unreadable, firstErrors, routers)
        self.imported = Self.imported(imported)
        screensByName = Self.byName(screens.indices) { screens[$0].value.name.text }
        modelsByName = Self.byName(models.indices) { models[$0].value.name.text }
        typeClaims = Self.typeClaims(screens: screens, models: models)
        (typeNameFiles, typeOrModelFiles) = Self.typeNames(
            screens: screens,
            models: models,
            types: types,
            unreadable: unreadable
        )
    }

    private static func byName(_ indices: Range<Int>, _ name: (Int) -> String) -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for index in indices { byName[name(index), default: []].append(index) }
        return byName
    }

    private static func typeClaims(
        screens: [Entry<ScreenSpec>],
        models: [Entry<ModelSpec>]
    ) -> [String: [TypeClaim]] {
        var claims: [String: [TypeClaim]] = [:]
        for model in models {
            claims[model.value.name.text, default: []].append(
                TypeClaim(file: model.file, owner: model.value.name, isModel: true)
            )
        }
        for screen in screens {
            let spec = screen.value
            for generated in ScreenNames(screen: spec.name.text).types(of: spec.kind, flavour: spec.flavour) {
                claims[generated, default: []].append(TypeClaim(file: screen.file, owner: spec.name, isModel: false))
            }
        }
        return claims
    }

    /// The files behind each of `ModuleDeclarations.typeNames`, and behind each type or model.
    private static func typeNames(
        screens: [Entry<ScreenSpec>],
        models: [Entry<ModelSpec>],
        types: [Entry<String>],
        unreadable: [Entry<Set<String>>]
    ) -> (all: [String: [Int]], typesAndModels: [String: [Int]]) {
        var typesAndModels: [String: [Int]] = [:]
        for type in types { typesAndModels[type.value, default: []].append(type.file) }
        for model in models { typesAndModels[model.value.name.text, default: []].append(model.file) }
        var all = typesAndModels
        for entry in unreadable {
            for name in entry.value { all[name, default: []].append(entry.file) }
        }
        for screen in screens {
            let names = ScreenNames(screen: screen.value.name.text)
            for name in [names.viewModel, names.callbackAction, names.interface] {
                all[name, default: []].append(screen.file)
            }
        }
        return (all, typesAndModels)
    }

    private static func imported(_ files: [(module: String, file: ParsedSpec)]) -> Imported {
        var imported = Imported()
        for (module, parsed) in files {
            for screen in parsed.file.screens where imported.moduleOf[screen.name.text] == nil {
                imported.screens.append(screen)
                imported.moduleOf[screen.name.text] = module
            }
            for model in parsed.file.models where imported.moduleOf[model.name.text] == nil {
                imported.moduleOf[model.name.text] = module
                imported.models.append(model)
            }
            // Its `types` are its own Swift types (a service it defines): known here too.
            for type in parsed.file.types where imported.moduleOf[type.text] == nil {
                imported.moduleOf[type.text] = module
            }
        }
        let screenNames = Set(imported.screens.map(\.name.text))
        imported.typeNames = Set(imported.moduleOf.keys.filter { !screenNames.contains($0) })
        for screen in imported.screens {
            let names = ScreenNames(screen: screen.name.text)
            imported.typeNames.formUnion([names.viewModel, names.callbackAction, names.interface])
        }
        return imported
    }
}
