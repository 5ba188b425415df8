/// Checks that every name in a type (`[JobModel]`, `Result<Job, Error>`, `(Int) -> Void`)
/// is declared in the YAML or is a type Swift or Foundation provides.
struct KnownTypes {
    /// Swift and Foundation types a view model may use without declaring them.
    static let builtIn = Set(ReservedNames.swiftTypes + ReservedNames.foundationTypes)
    /// Words that can appear in a type but are not type names.
    static let typeKeywords: Set<String> = [
        "any", "some", "inout", "throws", "async", "rethrows", "sending", "borrowing", "consuming", "let", "var",
    ]
    /// Modules a qualified name may start with.
    static let modules: Set<String> = ["Swift", "Foundation", "MVVMRuntime"]
    /// UIKit types, named in their own message: view models stay free of UIKit (C7).
    static let uiKitPrefix = "UI"

    let declared: Set<String>
    /// Every name a "did you mean" may suggest, indexed once: a file may misspell thousands.
    let suggestionIndex: SuggestionIndex

    init(file: SpecFile) {
        var declared = Set(file.types.map(\.text) + file.models.map(\.name.text))
        for screen in file.screens {
            let names = ScreenNames(screen: screen.name.text)
            declared.formUnion([names.viewModel, names.callbackAction, names.interface])
        }
        self.declared = declared
        suggestionIndex = SuggestionIndex(declared.union(Self.builtIn).sorted())
    }

    /// Each unknown name in `type`, with its offset in the text.
    func unknownNames(in type: String) -> [(name: String, offset: Int)] {
        var unknown: [(String, Int)] = []
        let characters = Array(type)
        var index = 0
        var afterDot = false
        while index < characters.count {
            let character = characters[index]
            guard character.isLetter || character == "_" else {
                // A name right after "." is a member (Foundation.Date, Job.Kind): its
                // container was checked already.
                if !character.isWhitespace { afterDot = character == "." }
                index += 1
                continue
            }
            let start = index
            while index < characters.count,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let name = String(characters[start..<index])
            let isModule = index < characters.count && characters[index] == "." && Self.modules.contains(name)
            if !afterDot, !isModule, !Self.typeKeywords.contains(name), !Self.builtIn.contains(name),
                !declared.contains(name)
            {
                unknown.append((name, start))
            }
            afterDot = false
        }
        return unknown
    }

}
