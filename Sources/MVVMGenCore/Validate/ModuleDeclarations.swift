/// What the other screen files of the module declare. Their screens may be the targets of
/// this file's routes, tabs and child lists, and their models and types may be named here;
/// a screen or model declared in two files is an error naming both places.
///
/// Every file of a run reads one `ModuleIndex`, made once, leaving its own entries out
/// (`excluding`): the lists below are made when read, and the checks look names up instead.
public struct ModuleDeclarations: Sendable {
    let index: ModuleIndex
    /// The number of the file these are the others of, in the index; nil when it is not in it.
    let excluded: Int?

    /// A file read alone: no other screen file.
    public static let none = ModuleDeclarations()

    public init() {
        self.init(files: [])
    }

    /// The declarations of `files`, every other screen file of the module. A file with
    /// errors has its screens and models known by name only: checking against what could
    /// be read of them would report its mistakes again, here, as this file's.
    public init(files: [ParsedSpec]) {
        self.init(files: files, imported: [])
    }

    /// The declarations of `files` (the module's other screen files) and of `imported`, the
    /// screen files of other modules, each with its module's name. An imported file with
    /// errors is its own module's to report: what could be read of it is used.
    public init(files: [ParsedSpec], imported: [(module: String, file: ParsedSpec)]) {
        self.init(index: ModuleIndex(files: files, imported: imported), excluding: nil)
    }

    /// For each of `files`, the declarations of the others (and of `imported`), from one
    /// index: a run of many screen files indexes them once, not once per file.
    public static func eachOther(
        of files: [ParsedSpec],
        imported: [(module: String, file: ParsedSpec)] = []
    ) -> [ModuleDeclarations] {
        // One file has no others: its own screens are not indexed for nothing.
        guard files.count > 1 else { return files.map { _ in ModuleDeclarations(files: [], imported: imported) } }
        let index = ModuleIndex(files: files, imported: imported)
        return files.indices.map { ModuleDeclarations(index: index, excluding: $0) }
    }

    init(index: ModuleIndex, excluding excluded: Int?) {
        self.index = index
        self.excluded = excluded
    }

    /// Whether an entry of the index is another file's.
    private func isOthers(_ file: Int) -> Bool { file != excluded }

    /// The other files' screens, as parsed (their top-level `given` already merged in).
    public var screens: [ScreenSpec] { index.screens.filter { isOthers($0.file) }.map(\.value) }
    public var models: [ModelSpec] { index.models.filter { isOthers($0.file) }.map(\.value) }
    /// Types the other files declare under `types`: the person's own, in the same module.
    public var types: [String] { index.types.filter { isOthers($0.file) }.map(\.value) }
    /// Screens and models of the other files that could not be read: not reported again.
    public var unreadable: Set<String> {
        index.unreadable.filter { isOthers($0.file) }.reduce(into: []) { $0.formUnion($1.value) }
    }
    /// For each screen of a file with errors, that file's first error: shown with this
    /// file's error about it, since the build may stop before the other file's run.
    public var firstErrors: [String: Diagnostic] {
        index.firstErrors.filter { isOthers($0.file) }.reduce(into: [:]) { $0.merge($1.value) { _, later in later } }
    }
    /// Screens of other modules this one imports (their screen files named with
    /// `--import-module`): routes, tabs and child lists may name them, and the generated
    /// files then import their module.
    public var importedScreens: [ScreenSpec] { index.imported.screens }
    /// The models of other modules this one imports: a fixture's value of one of their
    /// types is written as its fields, as for a model of this module.
    public var importedModels: [ModelSpec] { index.imported.models }
    /// The module of each imported screen, model and declared type, by name.
    public var moduleOfImported: [String: String] { index.imported.moduleOf }
    /// The other files' routers, by lowercased name, with the file that makes each: a
    /// router (and its `register…Screens()`) must be one file's only.
    public var routers: [String: String] {
        index.routers.compactMapValues { makers in makers.last { isOthers($0.file) }?.value }
    }

    /// Every type name the other files make or declare, for `KnownTypes`' suggestions.
    var typeNames: [String] {
        index.typeNameFiles.filter { $0.value.contains(where: isOthers) }.keys.sorted()
            + index.imported.typeNames.sorted()
    }
}

/// Lookups by name, each as reading the lists above would answer, in time that does not
/// grow with the module.
extension ModuleDeclarations {
    /// The first other file's screen of that name, else an imported one.
    func screen(named name: String) -> ScreenSpec? {
        localScreen(named: name) ?? index.imported.screens.first { $0.name.text == name }
    }

    /// The first other file's screen of that name.
    func localScreen(named name: String) -> ScreenSpec? {
        index.screensByName[name]?.first { isOthers(index.screens[$0].file) }.map { index.screens[$0].value }
    }

    /// The other files' models of that name, in their order.
    func models(named name: String) -> [ModelSpec] {
        (index.modelsByName[name] ?? []).filter { isOthers(index.models[$0].file) }.map { index.models[$0].value }
    }

    /// The other files' screens of that name, in their order.
    func screens(named name: String) -> [ScreenSpec] {
        (index.screensByName[name] ?? []).filter { isOthers(index.screens[$0].file) }.map { index.screens[$0].value }
    }

    /// Whether any file of the index makes a type: a file alone has nothing to look up.
    var makesTypes: Bool { !index.typeClaims.isEmpty }

    /// The other files' models and screens that make the type `name`, models first.
    func typeClaims(of name: String) -> [ModuleIndex.TypeClaim] {
        (index.typeClaims[name] ?? []).filter { isOthers($0.file) }
    }

    /// Whether `typeNames` holds `name`.
    func declaresTypeName(_ name: String) -> Bool {
        index.typeNameFiles[name]?.contains(where: isOthers) == true || index.imported.typeNames.contains(name)
    }

    /// Whether another file declares `name` under `types` or as a model.
    func declaresTypeOrModel(_ name: String) -> Bool {
        index.typeOrModelFiles[name]?.contains(where: isOthers) == true
    }

    func isUnreadable(_ name: String) -> Bool {
        index.unreadable.contains { isOthers($0.file) && $0.value.contains(name) }
    }

    /// The first error of the last other file with errors that declares the screen.
    func firstError(of screen: String) -> Diagnostic? {
        index.firstErrors.last { isOthers($0.file) && $0.value[screen] != nil }?.value[screen]
    }

    /// The file of the last other file's router of that lowercased name.
    func router(_ lowercased: String) -> String? {
        index.routers[lowercased]?.last { isOthers($0.file) }?.value
    }
}
