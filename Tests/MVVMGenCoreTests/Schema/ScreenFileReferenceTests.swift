import Foundation
import Testing

@testable import MVVMGenCore

/// Documentation/ScreenFile.md is written by hand, and held to the one key table: each
/// table of `SpecKeys` (which the schema, the unknown-key message and the fuzzer's
/// dictionary are made from) has a section marked `<!-- keys: NAME -->` whose entries are
/// exactly its keys, in its order. Each entry gives a type, a default, what it generates
/// and a YAML example (scripts/check-docs.sh generates it), and quotes the description
/// the JSON Schema gives its key, so the editor's hover text and the page agree.
@Suite("Documentation/ScreenFile.md")
struct ScreenFileReferenceTests {
    static let tables: [(name: String, keys: [String])] = [
        ("file", SpecKeys.file), ("screen", SpecKeys.screen), ("dependency", SpecKeys.dependency),
        ("property", SpecKeys.property), ("list", SpecKeys.list), ("paging", SpecKeys.paging),
        ("command", SpecKeys.command), ("parameter", SpecKeys.parameter), ("callback", SpecKeys.callback),
        ("route", SpecKeys.route), ("tab", SpecKeys.tab), ("model", SpecKeys.model), ("field", SpecKeys.field),
        ("fixture", SpecKeys.fixture),
    ]

    /// The page's sections by table name: each entry's key and text, in the page's order.
    static func sections() throws -> [String: [(key: String, text: String)]] {
        let url = TestPaths.repository.appendingPathComponent("Documentation/ScreenFile.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        var sections: [String: [(key: String, text: String)]] = [:]
        var table: String?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: /<!-- keys: (\w+) -->/) {
                table = String(match.output.1)
                sections[String(match.output.1), default: []] = []
            } else if line.hasPrefix("## ") {
                table = nil
            } else if let table, let match = line.wholeMatch(of: /### `(\w+)`/) {
                sections[table, default: []].append((String(match.output.1), ""))
            } else if let table, !(sections[table]?.isEmpty ?? true) {
                sections[table]![sections[table]!.count - 1].text += line + "\n"
            }
        }
        return sections
    }

    /// The schema's description of each key of `keys`, from the object whose keys are
    /// exactly `keys`.
    static func schemaDescriptions(of keys: [String]) throws -> [String: String] {
        let url = TestPaths.repository.appendingPathComponent("Schemas/screen.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var found: [String: String]?
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if let properties = object["properties"] as? [String: Any], Set(properties.keys) == Set(keys) {
                    found = properties.compactMapValues { ($0 as? [String: Any])?["description"] as? String }
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(schema)
        return try #require(found, "no object of the schema has the keys \(keys)")
    }

    @Test("each table of SpecKeys has a section listing exactly its keys, in order")
    func sectionsMatchTheKeyTables() throws {
        let sections = try Self.sections()
        for (name, keys) in Self.tables {
            let entries = try #require(sections[name], "no section marked <!-- keys: \(name) -->")
            #expect(
                entries.map(\.key) == keys,
                "section \(name): \(entries.map(\.key)), but SpecKeys.\(name) is \(keys)"
            )
        }
        #expect(Set(sections.keys) == Set(Self.tables.map(\.name)), "sections: \(sections.keys.sorted())")
    }

    @Test("each entry gives a type, a default, what it generates, an example, and the schema's words")
    func entriesAreComplete() throws {
        let sections = try Self.sections()
        for (name, keys) in Self.tables {
            let descriptions = try Self.schemaDescriptions(of: keys)
            for entry in sections[name] ?? [] {
                for label in ["- Type: ", "- Default: ", "- Generates: ", "```yaml\n"] {
                    #expect(entry.text.contains(label), "\(name).\(entry.key) has no '\(label)'")
                }
                if let description = descriptions[entry.key] {
                    #expect(
                        entry.text.hasPrefix("\n" + description + "\n"),
                        "\(name).\(entry.key) does not begin with the schema's description: \(description)"
                    )
                }
            }
        }
    }
}
