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
