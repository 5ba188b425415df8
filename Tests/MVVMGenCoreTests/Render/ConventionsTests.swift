import Foundation
import Testing

@testable import MVVMGenCore

/// Every convention a generated comment cites is documented: Documentation/Conventions.md is what
/// `mvvmgen conventions` prints (MVVMGEN_RECORD=1 rewrites it), and each "(convention Cn)"
/// in a built-in template names one of them.
@Suite("Conventions")
struct ConventionsTests {
    @Test("Documentation/Conventions.md is what `mvvmgen conventions` prints")
    func pageIsCurrent() throws {
        try Snapshot.expect(
            Conventions.markdown,
            matches: TestPaths.repository.appendingPathComponent("Documentation/Conventions.md")
        )
    }

    @Test("every convention the built-in templates cite is documented, and every one is cited")
    func citedConventionsExist() throws {
        let known = Set(Conventions.all.map(\.id))
        var cited: Set<String> = []
        for source in TemplateSet.builtIn.sources.values {
            for match in source.matches(of: /C(1[0-2]|[1-9])\b/) { cited.insert(String(match.output.0)) }
        }
        #expect(cited.isSubset(of: known), "\(cited.subtracting(known))")
        #expect(known.subtracting(cited).count <= 2, "documented but never cited: \(known.subtracting(cited).sorted())")
    }
}
