import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// The benchmark's screens cut into several screen files are the same screens, and a run
/// over the files (each with the others as its module) plans them without a diagnostic.
@Suite("Synthetic screens in several files")
struct SyntheticFilesTests {
    @Test("25 screens, 10 to a file: three files, every screen once, each file planned clean")
    func filesHoldTheSameScreens() throws {
        let files = SyntheticScreens.files(screens: 25, perFile: 10)
        #expect(
            files.map(\.name) == ["Screens00000.screen.yaml", "Screens00010.screen.yaml", "Screens00020.screen.yaml"]
        )
        let parsed = try files.map { try SpecParser.parse(InputFile(path: $0.name, text: $0.yaml)) }
        let whole = try SpecParser.parse(InputFile(path: "All.screen.yaml", text: SyntheticScreens.yaml(screens: 25)))
        #expect(parsed.flatMap(\.file.screens).map(\.name.text) == whole.file.screens.map(\.name.text))
        #expect(parsed[0].file.models.count == whole.file.models.count && parsed[1].file.models.isEmpty)
        let modules = ModuleDeclarations.eachOther(of: parsed)
        for (file, module) in zip(parsed, modules) {
            let plan = try Pipeline.plan(file, module: module, options: GenerationOptions())
            #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        }
    }
}
