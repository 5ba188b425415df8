import Testing

@testable import MVVMGenCore

/// Fixture values are kept as YAML gave them, nested lists and mappings included; the
/// validator types them against the model later.
@Suite("Spec parser: fixtures")
struct FixtureReaderTests {
    @Test("nested values keep their shape, quoting and places")
    func nestedValues() throws {
        let yaml = MarkedText(
            """
            fixtures:
              ann:
                model: 1️⃣Person
                summary: Someone to show.
                values:
                  2️⃣name: 3️⃣"Ann"
                  7️⃣age: 4️⃣41
                  8️⃣tags: 5️⃣[a, 'b']
                  9️⃣address: 6️⃣{city: Oslo, lines: [x]}
            screens:
              Top:
            """
        )
        #expect(Stages.parseDiagnostics(yaml) == [])
        let fixture = try #require(Stages.parsed(yaml).file.fixtures.first)
        #expect(yaml.located(fixture.model) == "Person 1️⃣")
        #expect(fixture.summary == "Someone to show.")
        #expect(fixture.values.map { yaml.located($0.field) } == ["name 2️⃣", "age 7️⃣", "tags 8️⃣", "address 9️⃣"])
        #expect(
            fixture.values.map { describe($0.value) } == [
                "'Ann'", "41", "[a, 'b']", "{city: Oslo, lines: [x]}",
            ]
        )
        #expect(fixture.values.map { yaml.marker(at: $0.value.location) } == ["3️⃣", "4️⃣", "5️⃣", "6️⃣"])
    }

    @Test("a fixture's values must be a mapping, and its model is required")
    func shapeMistakes() {
        let yaml = MarkedText(
            """
            fixtures:
              ann:
                model: Person
                values: 1️⃣[a]
              bob: 2️⃣Person
            screens:
              Top:
            """
        )
        #expect(
            Stages.parseDiagnostics(yaml) == [
                "1️⃣ error: the values of fixture 'ann' must be a mapping (key: value lines), not a list",
                "2️⃣ error: fixture 'bob' must be a mapping (key: value lines), not a single value",
            ]
        )
    }

    /// Quoted scalars in single quotes, so a test tells them from plain ones.
    private func describe(_ value: FixtureValue) -> String {
        switch value {
        case .scalar(let text, let quoted, _):
            quoted ? "'\(text)'" : text
        case .sequence(let items, _):
            "[" + items.map(describe).joined(separator: ", ") + "]"
        case .mapping(let pairs, _):
            "{" + pairs.map { "\($0.key.text): \(describe($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
