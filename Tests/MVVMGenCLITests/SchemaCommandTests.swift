import Foundation
import Testing

/// `mvvmgen schema` prints the committed schemas, for editors and for people without a checkout.
@Suite("mvvmgen schema")
struct SchemaCommandTests {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Schemas")

    @Test("prints the screen schema by default, and the configuration's on request")
    func printsBoth() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let screen = try cli.run(["schema"])
        #expect(screen.status == 0)
        #expect(
            screen.stdout
                == (try String(contentsOf: Self.schemas.appendingPathComponent("screen.schema.json"), encoding: .utf8))
        )
        let configuration = try cli.run(["schema", "configuration"])
        #expect(
            configuration.stdout
                == (try String(contentsOf: Self.schemas.appendingPathComponent("mvvmgen.schema.json"), encoding: .utf8))
        )
        #expect(try cli.run(["schema", "model"]).status == 64)
    }
}
