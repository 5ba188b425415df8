import Foundation
import Testing

@testable import MVVMGenCore

/// What translation gives the templates, per golden case: `Golden/NAME/context.txt` holds
/// every context, with the files rendered from it. A change in translation shows here as
/// a change of values, before it shows in any generated file.
@Suite("Template contexts")
struct ContextSnapshotTests {
    @Test("each golden case's contexts match context.txt", arguments: GoldenTests.cases)
    func matchesSnapshot(_ name: String) throws {
        let input = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
        let text = try String(contentsOf: input, encoding: .utf8)
        let plan = try Pipeline.plan(
            InputFile(path: "input.screen.yaml", text: text),
            options: GoldenTests.options(name)
        )
        try Snapshot.expect(
            ContextDump.text(plan.requests),
            matches: TestPaths.golden.appendingPathComponent(name).appendingPathComponent("context.txt")
        )
    }
}
