import Foundation
import Testing

/// A module's screen files given together, as a folder, or with `--sibling`: a route may
/// name a screen of another file, and nothing is generated for a sibling.
@Suite("mvvmgen over a module's screen files")
struct ModuleFilesTests {
    static let login = "screens:\n  Login:\n    routes:\n      home: {to: Home, show: resetRoot}\n"
    static let home = "screens:\n  Home:\n    kind: tabBar\n    tabs: [Feed]\n  Feed:\n"

    func harness() throws -> CLIHarness {
        let cli = try CLIHarness()
        try cli.write(Self.login, to: "App/Sources/App/Login.screen.yaml")
        try cli.write(Self.home, to: "App/Sources/App/Flows/Home.screen.yaml")
        return cli
    }

    @Test("a folder gives every screen file under it: routes reach the screens of the others")
    func folderIsOneModule() throws {
        let cli = try harness()
        defer { cli.cleanUp() }
        let run = try cli.run(["App/Sources/App", "--no-tests"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try cli.read("App/Sources/App/Generated/LoginViewModel+Interface.swift").contains("func showHome()"))
        #expect(try cli.read("App/Sources/App/Flows/Generated/HomeViewModel+Interface.swift").contains("FeedTab"))
    }

    @Test("one file alone cannot name another file's screen, and says how to give it")
    func fileAloneSaysWhy() throws {
        let cli = try harness()
        defer { cli.cleanUp() }
        let run = try cli.run(["App/Sources/App/Login.screen.yaml", "--no-tests"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("Login.screen.yaml:4:18: error: the target of route 'home' is 'Home'"))
        #expect(run.stderr.contains("give mvvmgen that file too, or their folder, or --sibling FILE"))
        #expect(!cli.allFiles().contains { $0.hasSuffix(".swift") }, "nothing half-written")
    }

    @Test("--sibling makes another file's screens known without generating anything for it")
    func siblingIsReadOnly() throws {
        let cli = try harness()
        defer { cli.cleanUp() }
        let run = try cli.run([
            "App/Sources/App/Login.screen.yaml", "--sibling", "App/Sources/App/Flows/Home.screen.yaml", "--no-tests",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(cli.allFiles().filter { $0.hasSuffix(".swift") && $0.contains("Home") }.isEmpty)
        #expect(try cli.read("App/Sources/App/Generated/LoginViewModel+Interface.swift").contains("func showHome()"))
    }

    @Test("a folder without screen files is a usage error")
    func emptyFolder() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("// not a screen\n", to: "Empty/readme.swift")
        let run = try cli.run(["Empty"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("no screen file (*.screen.yaml) under the folder 'Empty'"))
    }

    /// Files of one run are parsed, checked and rendered together, each file's requests in
    /// one batch with the others': every file gets its own files back, as it would alone.
    @Test("files generated together are what each generates alone with the others as siblings")
    func togetherIsEachAlone() throws {
        let files = (0..<5).map { number in
            let next = "Screen\((number + 1) % 5)"
            return (
                "Screens/S\(number).screen.yaml",
                """
                screens:
                  Screen\(number):
                    kind: table
                    properties: {title: String = "\(number)"}
                    lists: {row: {item: String}}
                    commands: {refresh: [reloadTable]}
                    callbacks: [reloadTable]
                    routes: {next: {to: \(next), show: push}}
                  Extra\(number):
                    commands: {close: []}

                """
            )
        }
        let together = try CLIHarness()
        let alone = try CLIHarness()
        defer {
            together.cleanUp()
            alone.cleanUp()
        }
        for (path, text) in files {
            try together.write(text, to: path)
            try alone.write(text, to: path)
        }
        let run = try together.run(["Screens", "--no-tests"])
        #expect(run.status == 0, "\(run.stderr)")
        for (path, _) in files {
            let siblings = files.map(\.0).filter { $0 != path }.flatMap { ["--sibling", $0] }
            let single = try alone.run([path, "--no-tests"] + siblings)
            #expect(single.status == 0, "\(single.stderr)")
        }
        let made = together.allFiles().filter { $0.hasSuffix(".swift") }
        #expect(made.count == 5 * 11, "\(made)")  // two screens of five files each, and a router
        #expect(made == alone.allFiles().filter { $0.hasSuffix(".swift") })
        for path in made {
            #expect(try together.read(path) == alone.read(path), "\(path)")
        }
    }
}
