import Testing

@testable import MVVMGenCore

@Suite("Swift names")
struct SwiftNamesTests {
    @Test(
        "camel case reads as words, acronyms kept whole",
        arguments: [
            ("reloadTable", "reload table"), ("hideHUD", "hide HUD"), ("loadURLNow", "load URL now"),
            ("undo", "undo"), ("inputDigit2", "input digit2"),
        ]
    )
    func words(_ name: String, _ expected: String) {
        #expect(SwiftNames.words(name) == expected)
    }

    @Test("the byte path for ASCII names splits words as the Character path does")
    func asciiWordsMatchCharacterWords() {
        let pieces = ["a", "B", "URL", "x2", "_", "Id", "HUD", "9", "reload", "Table", "ZZ", "q"]
        var state: UInt64 = 7
        for _ in 0..<2000 {
            var name = ""
            for _ in 0..<4 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                name += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(SwiftNames.asciiWords(name) == SwiftNames.unicodeWords(name), "\(name)")
        }
    }

    @Test("the article before a name follows how it is said: an AboutViewModel, a UserViewModel")
    func articles() {
        #expect(SwiftNames.article(before: "AboutViewModel") == "an")
        #expect(SwiftNames.article(before: "OnboardingViewModel") == "an")
        #expect(SwiftNames.article(before: "UndoViewModel") == "an")
        #expect(SwiftNames.article(before: "UserViewModel") == "a")
        #expect(SwiftNames.article(before: "LoginViewModel") == "a")
        #expect(SwiftNames.article(before: "") == "a")
    }

    @Test("identifiers: ASCII letters, digits and underscores, not starting with a digit")
    func identifiers() {
        #expect(SwiftNames.isIdentifier("reloadTable"))
        #expect(SwiftNames.isIdentifier("_private2"))
        #expect(!SwiftNames.isIdentifier("reload-table"))
        #expect(!SwiftNames.isIdentifier("2fast"))
        #expect(!SwiftNames.isIdentifier("café"))
        #expect(!SwiftNames.isIdentifier(""))
        #expect(!SwiftNames.isIdentifier("é"))
        #expect(!SwiftNames.isIdentifier("a b"))
        #expect(SwiftNames.isIdentifier("Z9_z"))
    }

    @Test("the first letter's case, in bytes for ASCII and by character otherwise")
    func firstLetterCase() {
        #expect(SwiftNames.upperFirst("reloadTable") == "ReloadTable")
        #expect(SwiftNames.upperFirst("ReloadTable") == "ReloadTable")
        #expect(SwiftNames.upperFirst("_reload") == "_reload")
        #expect(SwiftNames.upperFirst("a") == "A")
        #expect(SwiftNames.upperFirst("") == "")
        #expect(SwiftNames.upperFirst("élan") == "Élan")
        #expect(SwiftNames.upperFirst("e\u{301}lan") == "E\u{301}lan")
        #expect(SwiftNames.upperFirst("reloadAVeryLongTableOfJobsAndMore") == "ReloadAVeryLongTableOfJobsAndMore")
        #expect(SwiftNames.lowerFirst("ReloadTable") == "reloadTable")
        #expect(SwiftNames.lowerFirst("reloadTable") == "reloadTable")
        #expect(SwiftNames.lowerFirst("Élan") == "élan")
        #expect(SwiftNames.lowerFirst("") == "")
        #expect(SwiftNames.lowerFirst("9") == "9")
    }

    @Test(
        "obvious defaults of common types",
        arguments: [
            ("String", "\"\""), ("Int", "0"), ("Bool", "false"), ("String?", "nil"), ("[JobModel]", "[]"),
            ("[String: Int]", "[:]"), ("Optional<Int>", "nil"), ("Double", "0"),
        ]
    )
    func defaults(_ type: String, _ expected: String) {
        #expect(SwiftNames.defaultValue(for: type) == expected)
    }

    @Test("no default for types it cannot know")
    func noDefault() {
        #expect(SwiftNames.defaultValue(for: "JobService") == nil)
    }
}

@Suite("Parameter and info types")
struct ParameterAndInfoTypeTests {
    @Test("a function type at the top level is @escaping as a parameter; others stay as written")
    func escaping() {
        #expect(ParameterType.escaping("(String) -> Void") == "@escaping (String) -> Void")
        #expect(ParameterType.escaping("@Sendable () async -> Int") == "@escaping @Sendable () async -> Int")
        #expect(ParameterType.escaping("((String) -> Void)?") == "((String) -> Void)?")
        #expect(ParameterType.escaping("[String: (Int) -> Void]") == "[String: (Int) -> Void]")
        #expect(ParameterType.escaping("Result<(Int) -> Void, Error>") == "Result<(Int) -> Void, Error>")
        #expect(ParameterType.escaping("String") == "String")
    }

    @Test("a callback's info type is optional for its handler, and cast to without the mark")
    func infoTypes() {
        #expect(InfoType.optional("String") == "String?")
        #expect(InfoType.optional("String?") == "String?")
        #expect(InfoType.optional("(Int) -> Void") == "((Int) -> Void)?")
        #expect(InfoType.optional("any Error") == "(any Error)?")
        #expect(InfoType.unwrapped("String?") == "String")
        #expect(InfoType.unwrapped("(any Error)?") == "any Error")
        #expect(InfoType.unwrapped("(Int, String)?") == "(Int, String)")
        #expect(InfoType.unwrapped("[Int]") == "[Int]")
    }
}
