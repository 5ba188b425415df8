import Foundation

/// Checks that every name in a type (`[JobModel]`, `Result<Job, Error>`, `(Int) -> Void`)
/// is declared in the YAML or is a type Swift or Foundation provides.
struct KnownTypes {
    /// Swift and Foundation types a view model may use without declaring them.
    static let builtIn = Set(ReservedNames.swiftTypes + ReservedNames.foundationTypes)
    /// Modules a qualified name may start with.
    static let modules: Set<String> = ["Swift", "Foundation", "MVVMRuntime"]
    /// UIKit types, named in their own message: view models stay free of UIKit (C7).
    static let uiKitPrefix = "UI"

    /// This file's own type names; the other files' are looked up in `module`.
    private let declared: Set<String>
    private let module: ModuleDeclarations
    /// The module of each type of another module this file may name; a name this module
    /// also declares is this module's, so left out.
    private let moduleOfImported: [String: String]
    /// `modules` and those the file imports: `Core.Ref` names a type of `imports: [Core]`.
    let modules: Set<String>
    private let suggestions: Suggestions

    /// Every name a "did you mean" may suggest, indexed once, on the first suggestion: a
    /// file may misspell thousands, and most misspell nothing.
    var suggestionIndex: SuggestionIndex { suggestions.index }

    /// Shared by the copies of several threads, so made under a lock.
    private final class Suggestions: @unchecked Sendable {
        let declared: Set<String>
        let module: ModuleDeclarations
        private let lock = NSLock()
        private var made: SuggestionIndex?

        init(declared: Set<String>, module: ModuleDeclarations) {
            self.declared = declared
            self.module = module
        }

        var index: SuggestionIndex {
            lock.withLock {
                if let made { return made }
                let names = declared.union(module.typeNames).union(KnownTypes.builtIn)
                let index = SuggestionIndex(names.sorted())
                made = index
                return index
            }
        }
    }

    init(file: SpecFile, module: ModuleDeclarations = .none) {
        var declared = Set(file.types.map(\.text) + file.models.map(\.name.text))
        for screen in file.screens {
            let names = ScreenNames(screen: screen.name.text)
            declared.formUnion([names.viewModel, names.callbackAction, names.interface])
        }
        self.declared = declared
        self.module = module
        // This file's own types and models, and the other files' (looked up, not listed).
        let own = Set(file.types.map(\.text) + file.models.map(\.name.text))
        moduleOfImported = module.moduleOfImported.filter {
            !own.contains($0.key) && !module.declaresTypeOrModel($0.key)
        }
        modules = Self.modules.union(file.imports.map(\.text))
        suggestions = Suggestions(declared: declared, module: module)
    }

    /// Whether this file or another of the module declares or makes the type `name`.
    func isDeclared(_ name: String) -> Bool {
        declared.contains(name) || module.declaresTypeName(name)
    }

    /// Each name in a parsed type that is neither declared nor known, with its offset in
    /// the text.
    func unknownNames(in type: SwiftFragment, from fragments: SwiftFragments) -> [(name: String, offset: Int)] {
        names(in: type, from: fragments).unknown
    }

    /// The unknown names of a parsed type, and the other modules whose types it names (the
    /// files generated with it import them), read in one pass over its names (which
    /// `fragments` finds once per text).
    func names(in type: SwiftFragment, from fragments: SwiftFragments) -> (
        unknown: [(name: String, offset: Int)], modules: Set<String>
    ) {
        var unknown: [(name: String, offset: Int)] = []
        var modules: Set<String> = []
        for (name, offset) in fragments.referencedNames(in: type, modules: self.modules) {
            if let module = moduleOfImported[name] { modules.insert(module) }
            if !Self.builtIn.contains(name) && !isDeclared(name) { unknown.append((name, offset)) }
        }
        return (unknown, modules)
    }

}
