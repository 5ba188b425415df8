import Foundation
import MVVMGenTemplates
import Testing

/// The built-in templates are built into the binary from the committed
/// Templates/EmbeddedTemplates.swift, which scripts/embed-templates.sh writes from
/// Templates/Stencil: the two must not drift.
@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    @Test("the embedded templates are Templates/Stencil, byte for byte (else run scripts/embed-templates.sh)")
    func embeddedMatchesFolder() throws {
        let folder = TestPaths.repository.appendingPathComponent("Templates/Stencil")
        let names = TestPaths.files(under: folder).filter { $0.hasSuffix(".stencil") }
        #expect(BuiltInTemplates.sources.keys.sorted() == names, "run scripts/embed-templates.sh")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(BuiltInTemplates.sources[name] == text, "\(name) differs: run scripts/embed-templates.sh")
        }
    }
}
