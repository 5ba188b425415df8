import Foundation
import Testing

@Suite("templates keys and templates context")
struct TemplateKeysCommandTests {
    @Test("templates keys prints the reference, which documents the keys an exported template reads")
    func keys() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }

        let run = try cli.run(["templates", "keys"])

        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("# Template keys\n"))
        #expect(run.stdout.contains("| `callbackAction` | `String` | The callback OptionSet's type name (C2). |\n"))
    }

    @Test("templates context prints each context once, under the files made from it; nothing is written")
    func context() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")

        let run = try cli.run(["templates", "context", "top.screen.yaml", "--module", "App"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasPrefix(
                "== sources/Generated/TopViewCallbackAction.swift (CallbackAction.swift.stencil, regenerated)\n"
            )
        )
        #expect(run.stdout.contains("type: ScreenFile\nsource: \"top.screen.yaml\"\nmoduleName: \"App\"\n"))
        #expect(run.stdout.contains("  callbackAction: \"TopViewCallbackAction\"\n"))
        #expect(cli.allFiles() == ["top.screen.yaml"])
    }

    @Test("templates context of a bad screen file reports it like a run, exit 65")
    func contextOfBadFile() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Top:\n    propertys: {}\n", to: "top.screen.yaml")

        let run = try cli.run(["templates", "context", "top.screen.yaml"])

        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("top.screen.yaml:3:5: error: unknown key 'propertys'"), "\(run.stderr)")
    }
}
