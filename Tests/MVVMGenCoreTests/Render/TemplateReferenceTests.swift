import Foundation
import Testing

@testable import MVVMGenCore

/// Documentation/TemplateKeys.md is written from the descriptions' tables: a key added, renamed or
/// documented differently shows here (MVVMGEN_RECORD=1 rewrites it).
@Suite("Template reference")
struct TemplateReferenceTests {
    @Test("Documentation/TemplateKeys.md is what `mvvmgen templates keys` prints")
    func referenceIsCurrent() throws {
        try Snapshot.expect(
            TemplateReference.markdown(),
            matches: TestPaths.repository.appendingPathComponent("Documentation/TemplateKeys.md")
        )
    }

    @Test("every built-in template reads only documented keys, with its own context type")
    func builtInTemplatesReadOnlyDocumentedKeys() throws {
        // The check itself proves the first half: each built-in template compiles against its type.
        let compiler = TemplateCompiler(templates: .builtIn, trustsBuiltIns: false)
        for name in TemplateSet.builtIn.sources.keys.sorted() {
            _ = try compiler.compile(name, root: TemplateReference.rootType(ofTemplate: name))
        }
    }
}
