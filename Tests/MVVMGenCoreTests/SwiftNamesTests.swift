import Testing

@testable import MVVMGenCore

@Suite("Swift names")
struct SwiftNamesTests {
    @Test(
        "camel case reads as words, acronyms kept whole",
        arguments: [
            ("reloadTable", "reload table"), ("hideHUD", "hide HUD"), ("loadURLNow", "load URL now"),
            ("undo", "undo"), ("inputDigit2", "input digit2"),
        ])
    func words(_ name: String, _ expected: String) {
        #expect(SwiftNames.words(name) == expected)
    }

    @Test("identifiers: ASCII letters, digits and underscores, not starting with a digit")
    func identifiers() {
        #expect(SwiftNames.isIdentifier("reloadTable"))
        #expect(SwiftNames.isIdentifier("_private2"))
        #expect(!SwiftNames.isIdentifier("reload-table"))
        #expect(!SwiftNames.isIdentifier("2fast"))
        #expect(!SwiftNames.isIdentifier("café"))
        #expect(!SwiftNames.isIdentifier(""))
    }

    @Test(
        "obvious defaults of common types",
        arguments: [
            ("String", "\"\""), ("Int", "0"), ("Bool", "false"), ("String?", "nil"), ("[JobModel]", "[]"),
            ("[String: Int]", "[:]"), ("Optional<Int>", "nil"), ("Double", "0"),
        ])
    func defaults(_ type: String, _ expected: String) {
        #expect(SwiftNames.defaultValue(for: type) == expected)
    }

    @Test("no default for types it cannot know")
    func noDefault() {
        #expect(SwiftNames.defaultValue(for: "JobService") == nil)
    }
}
