import Foundation
import Testing

@testable import MVVMGenCore

/// Names the generator spells in Swift and the built-in templates spell again: the calls
/// created-once files must make (`KeptFileCalls`), and the members the reserved-name checks
/// keep free (`ScreenNames`). Each must be what the templates write, or a check warns of a
/// call no file makes, or lets a person declare a name the generated code also declares.
@Suite("Names the templates and the generator share")
struct TemplateNamesDriftTests {
    static func generated(_ name: String) throws -> (requests: [RenderRequest], files: [OutputFile]) {
        let input = TestPaths.golden.appendingPathComponent(name).appendingPathComponent("input.screen.yaml")
        let text = try String(contentsOf: input, encoding: .utf8)
        let generator = Generator(options: try GoldenTests.options(name))
        let plan = try generator.plan(InputFile(path: "input.screen.yaml", text: text))
        return (plan.requests, try generator.render(plan.requests))
    }

    @Test(
        "each call a created-once file must make is in that file as the template writes it",
        arguments: GoldenTests.cases
    )
    func keptFileCallsAreWritten(_ name: String) throws {
        let (requests, files) = try Self.generated(name)
        for (request, file) in zip(requests, files) {
            for kept in request.keptFileCalls {
                #expect(file.contents.contains(kept.call), "\(file.path) lacks \(kept.call)")
                #expect(file.contents.contains(kept.anchor), "\(file.path) lacks \(kept.anchor)")
            }
        }
    }

    @Test("the HUD's and a paged list's reserved member names are the members the templates declare")
    func reservedMembersAreDeclared() throws {
        let (_, files) = try Self.generated("paging")
        let text = files.map(\.contents).joined(separator: "\n")
        let list = "message"
        for member in ScreenNames.hudMembers + ScreenNames.pagingMembers(list) {
            let declared = ["var \(member)", "let \(member)", "func \(member)("].contains { text.contains($0) }
            #expect(declared, "no generated declaration of \(member)")
        }
    }
}
