import Testing

@testable import MVVMGenCore

/// The test skeleton checks what holds for any implementation; a route whose parameters
/// have no value to pass gets a note instead of a test that could not compile.
@Suite("Generated test skeleton")
struct GeneratedTestSkeletonTests {
    static let yaml = """
        types: [Session]
        screens:
          List:
            routes:
              open: {to: Detail, with: {id: {type: Int, sample: 7}}}
              resume: {to: Detail, with: {id: Int, session: Session}}
          Detail:
            given:
              id: {type: Int, sample: 1}
              session: 'Session = Session()'
            properties:
              title: String
            lists:
              line: String
        """

    static func tests(of screen: String) throws -> String {
        let result = try Generator(options: GenerationOptions(moduleName: "App"))
            .generate(InputFile(path: "App.screen.yaml", text: yaml))
        let file = try #require(result.files.first { $0.path == "\(screen)ViewModelTests.swift" })
        return file.contents
    }

    @Test("a route is shown with its parameters' samples, and checked on a recording navigator")
    func routeWithSamples() throws {
        let text = try Self.tests(of: "List")
        #expect(text.contains("import MVVMRuntimeTesting\n"))
        #expect(text.contains("        viewModel.showOpen(id: 7)\n"))
        #expect(text.contains("lastShown(as: DetailViewModel.self)?.navigator === navigator"))
    }

    @Test("a route with a parameter lacking a value gets a note naming it, not a test")
    func routeWithoutValue() throws {
        let text = try Self.tests(of: "List")
        #expect(!text.contains("showResume("))
        #expect(text.contains("// Route resume has no test: `session: Session` has neither a sample\n"))
    }

    @Test("a screen without commands still has its data interfaces read")
    func dataWithoutCommands() throws {
        let text = try Self.tests(of: "Detail")
        #expect(text.contains("        _ = viewModel.title\n"))
        #expect(text.contains("        for index in 0..<lineCount {\n            _ = viewModel.line(at: index)\n"))
        #expect(!(try Self.tests(of: "List")).contains("dataInterfacesCanBeRead"))  // List has no data
    }
}

/// A command picking a row is called only when the lists it may pick from have one.
@Suite("Generated test skeleton: row commands")
struct RowCommandSkeletonTests {
    static let yaml = """
        screens:
          News:
            kind: table
            lists:
              pinned: String
              event: String
            commands:
              select: {parameters: {index: Int}}
              selectEvent: {parameters: {index: Int}}
          Picker:
            kind: table
            lists:
              language: {item: String, rows: [English, French]}
            commands:
              pick: {parameters: {index: Int}}
        """

    static func tests(of screen: String) throws -> String {
        let result = try Generator(options: GenerationOptions(moduleName: "App"))
            .generate(InputFile(path: "App.screen.yaml", text: yaml))
        return try #require(result.files.first { $0.path == "\(screen)ViewModelTests.swift" }).contents
    }

    @Test("a list named in the command is the one checked; else every list of the screen")
    func listsChecked() throws {
        let text = try Self.tests(of: "News")
        #expect(
            text.contains(
                "        if viewModel.pinnedCount > 0, viewModel.eventCount > 0 {\n            viewModel.select(index: 0)\n"
            )
        )
        #expect(text.contains("        if viewModel.eventCount > 0 {\n            viewModel.selectEvent(index: 0)\n"))
    }

    @Test("a list of static rows always has one: no check")
    func staticRows() throws {
        let text = try Self.tests(of: "Picker")
        #expect(text.contains("        viewModel.pick(index: 0)\n"))
        #expect(!text.contains("if viewModel.languageCount"))
    }

    @Test(
        "a test's name is its title's words, the first in small letters, each further one with a capital first",
        arguments: [
            ("when undo, should reload table", "whenUndoShouldReloadTable"),
            ("  When URL loads -- should show 2 rows!", "whenURLLoadsShouldShow2Rows"),
            ("WHEN it's done", "whenItSDone"),
            ("when café opens, should greet", "whenCaféOpensShouldGreet"),
            ("…", ""),
        ]
    )
    func testNames(title: String, name: String) {
        #expect(ScreenTestPlan.testName(title) == name)
    }
}
