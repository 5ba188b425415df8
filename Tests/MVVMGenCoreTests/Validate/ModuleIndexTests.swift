import Testing

@testable import MVVMGenCore

/// A run's screen files are indexed once (`ModuleDeclarations.eachOther`): each file reads
/// the others' declarations from the one index, its own left out, and finds what a list of
/// the others alone would give it.
@Suite("Module: one index for a run's screen files")
struct ModuleIndexTests {
    static let files = [
        ("A.screen.yaml", "models:\n  Item:\n    fields: {id: String}\nscreens:\n  Home: {}\n  Detail: {}\n"),
        ("B.screen.yaml", "types: [Service]\nscreens:\n  Detail: {}\n  Other: {}\n"),
        ("C.screen.yaml", "models:\n  Item:\n    fields: {id: String}\nscreens:\n  Third:\n    kind: nonsense\n"),
    ]

    func parsedFiles() throws -> [ParsedSpec] {
        try Self.files.map { try SpecParser.parse(InputFile(path: $0.0, text: $0.1)) }
    }

    @Test("each file's declarations are the others', as if made from a list of the others alone")
    func eachFileSeesTheOthers() throws {
        let files = try parsedFiles()
        let shared = ModuleDeclarations.eachOther(of: files)
        #expect(shared.count == 3)
        #expect(shared.allSatisfy { $0.index === shared[0].index })
        for (number, module) in shared.enumerated() {
            let others = ModuleDeclarations(files: files.enumerated().filter { $0.offset != number }.map(\.element))
            #expect(module.screens.map(\.name) == others.screens.map(\.name))
            #expect(module.models.map(\.name) == others.models.map(\.name))
            #expect(module.types == others.types)
            #expect(module.unreadable == others.unreadable)
            #expect(module.firstErrors == others.firstErrors)
            #expect(module.routers == others.routers)
            #expect(Set(module.typeNames) == Set(others.typeNames))
        }
    }

    @Test("a file alone has no other declarations, and its own are not indexed")
    func aFileAlone() throws {
        let alone = ModuleDeclarations.eachOther(of: [try parsedFiles()[0]])
        #expect(alone.count == 1 && alone[0].index.screens.isEmpty && alone[0].screens(named: "Home").isEmpty)
    }

    @Test("lookups by name leave the file's own declarations out")
    func lookupsLeaveTheFileOut() throws {
        let shared = ModuleDeclarations.eachOther(of: try parsedFiles())
        let (a, b, c) = (shared[0], shared[1], shared[2])
        #expect(a.screens(named: "Detail").map(\.name.location.file) == ["B.screen.yaml"])
        #expect(b.screens(named: "Detail").map(\.name.location.file) == ["A.screen.yaml"])
        #expect(a.localScreen(named: "Home") == nil && b.localScreen(named: "Home")?.name.text == "Home")
        // C has an error: its screen is known by name only, and its model is not read.
        #expect(a.isUnreadable("Third") && !c.isUnreadable("Third"))
        #expect(a.firstError(of: "Third") != nil && c.firstError(of: "Third") == nil)
        #expect(a.models(named: "Item").isEmpty && c.models(named: "Item").count == 1)
        #expect(a.declaresTypeName("Service") && !b.declaresTypeName("Service"))
        #expect(a.declaresTypeName("DetailViewModel") && c.declaresTypeName("DetailViewModel"))
        #expect(!a.declaresTypeName("HomeViewModel") && b.declaresTypeName("HomeViewModel"))
        #expect(a.typeClaims(of: "DetailViewModel").map(\.owner.location.file) == ["B.screen.yaml"])
        #expect(c.typeClaims(of: "DetailViewModel").map(\.owner.location.file) == ["A.screen.yaml", "B.screen.yaml"])
        #expect(a.router("brouter") == "B.screen.yaml" && b.router("brouter") == nil)
    }
}
