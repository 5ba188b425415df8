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
            Self.dump(plan.requests),
            matches: TestPaths.golden.appendingPathComponent(name).appendingPathComponent("context.txt")
        )
    }

    /// Each context once, in request order, under the files rendered from it.
    static func dump(_ requests: [RenderRequest]) -> String {
        var groups: [(context: RenderContext, files: [String])] = []
        for request in requests {
            let file = "\(request.root.rawValue)/\(request.path) (\(request.template), \(request.ownership.rawValue))"
            if let index = groups.firstIndex(where: { $0.context === request.context }) {
                groups[index].files.append(file)
            } else {
                groups.append((request.context, [file]))
            }
        }
        return groups.map { group in
            group.files.map { "== \($0)\n" }.joined() + ContextDump.text(group.context.value())
        }.joined(separator: "\n")
    }
}
