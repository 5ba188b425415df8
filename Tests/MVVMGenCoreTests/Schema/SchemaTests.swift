import Foundation
import Testing

@testable import MVVMGenCore

/// The JSON Schemas are built from the parser's key tables, so they cannot drift from the
/// format; the committed copies in Schemas/ are what `mvvmgen schema` prints. Whether they
/// accept every example and reject mistakes is checked with a real validator
/// (scripts/validate-schemas.py, run by CI).
@Suite("JSON Schemas")
struct SchemaTests {
    static let folder = TestPaths.repository.appendingPathComponent("Schemas")

    @Test("every key the parser reads has a schema, and the schema has no other key")
    func noDrift() {
        #expect(ScreenFileSchema.drift == [])
        #expect(ConfigurationSchema.drift == [])
    }

    @Test("the committed schemas are the generated ones, byte for byte")
    func committedCopies() throws {
        try Snapshot.expect(
            ScreenFileSchema.document.text,
            matches: Self.folder.appendingPathComponent("screen.schema.json")
        )
        try Snapshot.expect(
            ConfigurationSchema.document.text,
            matches: Self.folder.appendingPathComponent("mvvmgen.schema.json")
        )
    }

    @Test("the schema is JSON whose objects list the parser's keys, in the parser's order")
    func parsesAsJSON() throws {
        let data = Data(ScreenFileSchema.document.text.utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let top = try #require(root["properties"] as? [String: Any])
        #expect(Set(top.keys) == Set(SpecKeys.file))
        let definitions = try #require(root["definitions"] as? [String: Any])
        let screen = try #require(definitions["screen"] as? [String: Any])
        let keys = try #require(screen["properties"] as? [String: Any])
        #expect(Set(keys.keys) == Set(SpecKeys.screen))
        #expect(screen["additionalProperties"] as? Bool == false, "an unknown key is a mistake")
        #expect(screen["type"] as? [String] == ["null", "object"], "`Top:` with nothing after it is a screen")
    }

    @Test("strings are escaped as JSON requires")
    func escaping() {
        #expect(JSONValue.quoted("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(JSONValue.array([.string("x"), .integer(2), .bool(true)]).text == "[\"x\", 2, true]\n")
    }
}
