import Foundation
import Testing

/// `mvvmgen init` starts a screen file that generates at once; `templates` lists, exports
/// and locates the templates. Neither ever overwrites a file.
@Suite("mvvmgen init and templates")
struct InitAndTemplatesTests {
    @Test(
        "each kind's starter file generates with no warning, and check finds it up to date",
        arguments: [
            "plain", "table", "tabBar", "cell",
        ]
    )
    func starterGenerates(kind: String) throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let made = try cli.run(["init", "Home", "--kind", kind, "--output", "App/Sources/App"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("wrote: App/Sources/App/Home.screen.yaml"))
        let text = try cli.read("App/Sources/App/Home.screen.yaml")
        #expect(text.hasPrefix("# yaml-language-server: $schema="))
        let run = try cli.run(["App/Sources/App"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "no warning: \(run.stderr)")
        #expect(try cli.run(["check", "App/Sources/App"]).status == 0)
    }

    @Test("init never overwrites, and names must be type names")
    func initRefuses() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Mine:\n", to: "Home.screen.yaml")
        let again = try cli.run(["init", "Home"])
        #expect(again.status == 74)
        #expect(again.stderr.contains("'Home.screen.yaml' exists: init never overwrites a file"))
        #expect(try cli.read("Home.screen.yaml") == "screens:\n  Mine:\n")
        #expect(try cli.run(["init", "home"]).status == 64)
        for taken in ["Self", "Type", "Protocol", "Any"] {
            let run = try cli.run(["init", taken])
            #expect(run.status == 64 && run.stderr.contains("'\(taken)' cannot name a screen"), "\(taken)")
            #expect(!cli.exists("\(taken).screen.yaml"), "nothing written for \(taken)")
        }
        #expect(try cli.run(["init", "Home", "--schema", "schema/screen.json", "--output", "Other"]).status == 0)
        #expect(
            try cli.read("Other/Home.screen.yaml").hasPrefix("# yaml-language-server: $schema=../schema/screen.json\n")
        )
    }

    @Test("templates export writes every built-in once; list and which see the configured folder")
    func templates() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let exported = try cli.run(["templates", "export", "MyTemplates"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains("wrote: MyTemplates/ViewModel.swift.stencil"))
        try cli.write("{# mine #}\n", to: "MyTemplates/ViewModel.swift.stencil")
        let twice = try cli.run(["templates", "export", "MyTemplates"])
        #expect(twice.stdout.contains("kept (exists): MyTemplates/ViewModel.swift.stencil"))
        #expect(try cli.read("MyTemplates/ViewModel.swift.stencil") == "{# mine #}\n", "never overwritten")

        let builtIn = try cli.run(["templates", "list"])
        #expect(builtIn.stdout.contains("  ViewModel.swift.stencil"))
        #expect(!builtIn.stdout.contains("*"))
        #expect(try cli.run(["templates", "which", "ViewModel"]).stdout == "built-in:ViewModel.swift.stencil\n")

        try cli.write("templates: MyTemplates\n", to: "mvvmgen.yml")
        let configured = try cli.run(["templates", "list"])
        #expect(configured.stdout.contains("* ViewModel.swift.stencil  (MyTemplates/ViewModel.swift.stencil)"))
        let which = try cli.run(["templates", "which", "ViewModel.swift.stencil"])
        #expect(which.stdout == "MyTemplates/ViewModel.swift.stencil\n")
        let unknown = try cli.run(["templates", "which", "ViewModle"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'ViewModel.swift.stencil'?"))
    }
}
