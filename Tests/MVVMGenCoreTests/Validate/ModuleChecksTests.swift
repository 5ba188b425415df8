import MVVMGenCore
import Testing

/// Screen files of one module: routes, tabs and child lists may name the screens of the
/// others, their models are types here, and a screen declared in two files is an error
/// naming both places.
@Suite("Module: screens across screen files")
struct ModuleChecksTests {
    static let home = """
        types: [AppServices]
        given:
          services: {type: AppServices, sample: AppServices()}
        models:
          Event:
            fields: {summary: String}
        screens:
          Home:
            kind: tabBar
            tabs: [News]
          News:
            kind: table
          EventCell:
            kind: cell
            given: {event: {type: Event, sample: 'Event(summary: "x")'}}
        """

    func parsed(_ path: String, _ text: String) throws -> ParsedSpec {
        try SpecParser.parse(InputFile(path: path, text: text))
    }

    /// Stages 2 and 3 of `text`, with `others` as the module's other files.
    func plan(_ text: String, others: [(String, String)]) throws -> GenerationPlan {
        let module = ModuleDeclarations(files: try others.map { try parsed($0.0, $0.1) })
        return try Pipeline.plan(parsed("Login.screen.yaml", text), module: module, options: GenerationOptions())
    }

    func errors(_ text: String, others: [(String, String)]) throws -> [String] {
        do {
            _ = try plan(text, others: others)
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    @Test("a route, a tab and a child list name screens and a model of another file")
    func namesAcrossFiles() throws {
        let login = """
            types: [AppServices]
            given:
              services: {type: AppServices, sample: AppServices()}
            screens:
              Login:
                routes:
                  home: {to: Home, show: resetRoot}
              Feed:
                kind: tabBar
                tabs: [News]
              Search:
                kind: table
                lists:
                  result: {child: EventCell, paging: 20}
                routes:
                  detail: {to: EventDetail, with: {event: Event}}
              EventDetail:
                given: {event: {type: Event, sample: 'Event(summary: "x")'}}
            """
        let plan = try plan(login, others: [("Home.screen.yaml", Self.home)])
        let paths = plan.requests.map(\.path)
        #expect(paths.contains("Generated/LoginViewModel+Interface.swift"))
        #expect(!paths.contains { $0.contains("Home") || $0.contains("News") }, "nothing is generated for Home's file")
        let alone = try errors(login, others: []).first ?? ""
        #expect(alone.contains("which is not a declared screen (a screen of another"))
    }

    @Test("a screen declared in two files is one error here, with a note at the other file")
    func screenDeclaredTwice() throws {
        let twice = "screens:\n  News:\n    kind: table\n"
        #expect(
            try errors(twice, others: [("Home.screen.yaml", Self.home)]) == [
                "Login.screen.yaml:2:3: error: screen 'News' is declared in two screen files of the module: declare it in one\n"
                    + "Home.screen.yaml:11:3: note: 'News' is also declared here"
            ]
        )
    }

    @Test("a screen of a file with errors is named with that file's first error, not checked against")
    func siblingWithErrors() throws {
        let broken = "screens:\n  Home:\n    kind: page\n"
        let login = "screens:\n  Login:\n    routes:\n      home: {to: Home, with: {id: Int}}\n"
        #expect(
            try errors(login, others: [("Home.screen.yaml", broken)]) == [
                "Login.screen.yaml:4:18: error: the target of route 'home' is 'Home', whose screen file has errors: "
                    + "fix that file first\n"
                    + "Home.screen.yaml:3:11: note: that file's first error: the kind of screen 'Home' must be one of 'plain', 'table',"
                    + " 'tabBar', 'segmented', 'cell', not 'page'"
            ]
        )
    }

    @Test("a route names a screen of another module: the files that name it import that module")
    func screenOfAnotherModule() throws {
        let pickers = "screens:\n  LanguagePicker:\n    given: {code: {type: String, sample: '\"en\"'}}\n"
        let search =
            "screens:\n  Search:\n    routes:\n      pick: {to: LanguagePicker, with: {code: String}}\n  Other:\n"
        let module = ModuleDeclarations(files: [], imported: [("Pickers", try parsed("Pickers.screen.yaml", pickers))])
        let plan = try Pipeline.plan(parsed("Search.screen.yaml", search), module: module, options: GenerationOptions())
        let files = try Generator().render(plan.requests)
        let searchInterface = try #require(files.first { $0.path == "Generated/SearchViewModel+Interface.swift" })
        #expect(searchInterface.contents.contains("import Pickers\n"))
        #expect(searchInterface.contents.contains("LanguagePickerViewModel(code: code)"))
        #expect(!files.contains { $0.path.contains("LanguagePicker") }, "nothing is generated for another module")
        let alone = try errors(search, others: []).first ?? ""
        #expect(alone.contains("of another module: --import-module MODULE=FILE"))
        // A screen of this module with the same name is the one named: no import.
        let own = ModuleDeclarations(
            files: [try parsed("Local.screen.yaml", pickers)],
            imported: [("Pickers", try parsed("Pickers.screen.yaml", pickers))]
        )
        let local = try Pipeline.plan(parsed("Search.screen.yaml", search), module: own, options: GenerationOptions())
        #expect(try !Generator().render(local.requests).contains { $0.contents.contains("import Pickers") })
    }

    @Test("a type another module declares under 'types' is known here, and the files naming it import that module")
    func typeOfAnotherModule() throws {
        let kit = "types: [GitHubService]\nscreens:\n  Picker: {}\n"
        let app = "screens:\n  Repos:\n    given: {service: {type: GitHubService, sample: GitHubService()}}\n"
        let module = ModuleDeclarations(files: [], imported: [("GitHubKit", try parsed("Kit.screen.yaml", kit))])
        let plan = try Pipeline.plan(parsed("App.screen.yaml", app), module: module, options: GenerationOptions())
        let files = try Generator().render(plan.requests)
        let interface = try #require(files.first { $0.path == "Generated/ReposViewModel+Interface.swift" })
        #expect(interface.contents.contains("import GitHubKit\n"))
        #expect(try errors(app, others: []).first?.contains("'GitHubService' is neither declared") == true)
    }

    @Test("a fixture's value of another module's model is written as its fields")
    func fixtureOfImportedModel() throws {
        let kit = "models:\n  Repo:\n    fields: {id: Int, name: String}\nscreens:\n  Picker: {}\n"
        let app = """
            models:
              Note:
                fields: {id: Int, repo: Repo}
            fixtures:
              sampleNote: {model: Note, values: {id: 1, repo: {id: 2, name: b}}}
            screens:
              Home: {}
            """
        let module = ModuleDeclarations(files: [], imported: [("Kit", try parsed("Kit.screen.yaml", kit))])
        let plan = try Pipeline.plan(parsed("App.screen.yaml", app), module: module, options: GenerationOptions())
        let note = try #require(try Generator().render(plan.requests).first { $0.path == "Generated/Note.swift" })
        #expect(note.contents.contains("static let sampleNote = Note(id: 1, repo: Repo(id: 2, name: \"b\"))"))
        #expect(note.contents.contains("import Kit\n"))
    }

    @Test("two screen files whose names give one router are an error at each")
    func routerOfTwoFiles() throws {
        let module = ModuleDeclarations(files: [try parsed("my_app.screen.yaml", "screens:\n  B:\n")])
        let mine = try parsed("my-app.screen.yaml", "screens:\n  A:\n")
        #expect(throws: DiagnosticsError.self) {
            try Pipeline.plan(mine, module: module, options: GenerationOptions())
        }
        let cells = ModuleDeclarations(files: [try parsed("my_app.screen.yaml", "screens:\n  B:\n    kind: cell\n")])
        #expect(throws: Never.self, "a file of cell screens makes no router") {
            try Pipeline.plan(mine, module: cells, options: GenerationOptions())
        }
    }
}
