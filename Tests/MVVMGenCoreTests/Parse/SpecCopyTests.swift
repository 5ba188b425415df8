import Testing

@testable import MVVMGenCore

/// Screens and properties keep their fields behind one shared reference: a copy changed
/// alone must leave the original as it was, as any Swift value does.
@Suite("Spec values")
struct SpecCopyTests {
    static let here = SourceLocation(file: "a.screen.yaml", line: 1, column: 1)

    @Test("a property's copy, changed, leaves the original as it was")
    func propertyCopyIsItsOwn() {
        var original = PropertySpec(name: Name("title", at: Self.here), type: SwiftCode("String", at: Self.here))
        original.summary = "The title."
        var copy = original
        copy.name = Name("subtitle", at: Self.here)
        copy.sends.append(Name("updateTitle", at: Self.here))
        #expect(original.name.text == "title" && original.sends.isEmpty && original.summary == "The title.")
        #expect(copy.name.text == "subtitle" && copy.sends.map(\.text) == ["updateTitle"])
        #expect(copy.summary == "The title.")
    }

    @Test("a screen's copy, changed, leaves the original as it was, its properties too")
    func screenCopyIsItsOwn() {
        var original = ScreenSpec(name: Name("Jobs", at: Self.here))
        let title = PropertySpec(name: Name("title", at: Self.here), type: SwiftCode("String", at: Self.here))
        original.properties = [title]
        var copy = original
        copy.kind = .table
        copy.properties[0].access = .readwrite
        copy.tabs.append(Name("About", at: Self.here))
        #expect(original.kind == .plain && original.properties[0].access == .readonly && original.tabs.isEmpty)
        #expect(copy.kind == .table && copy.properties[0].access == .readwrite && copy.tabs.count == 1)
        #expect(copy.name.text == "Jobs")
    }
}
