import Foundation
import Testing

@Suite("Template errors on the command line")
struct TemplateErrorTests {
    @Test("a template of --templates that fails is named as typed, at the failing tag; nothing is written")
    func namedAsTyped() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("line one\n{% for p in properties %}\n{{ p.name }}\n", to: "T/ViewModelInterface.swift.stencil")

        let run = try cli.run(["top.screen.yaml", "--templates", "./T/", "--output", "out"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "./T/ViewModelInterface.swift.stencil:2:1: error: 'for' is never closed: end it with '{% endfor %}'\n"
        )
        #expect(cli.allFiles() == ["T/ViewModelInterface.swift.stencil", "top.screen.yaml"])
    }

    @Test("a template of mvvmgen.yml's templates folder is named from the current folder")
    func namedFromConfiguration() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "app/top.screen.yaml")
        try cli.write("templates: tpl\n", to: "app/mvvmgen.yml")
        try cli.write("a\n  {{ screen.name|shout }}\n", to: "app/tpl/CallbackAction.swift.stencil")

        let run = try cli.run(["app/top.screen.yaml", "--no-tests"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "app/tpl/CallbackAction.swift.stencil:2:3: error: unknown filter 'shout' (the filters are: uppercase, lowercase, capitalize, default, doc, join, importLines)\n"
        )
    }

    @Test("a misspelled key is an error with 'did you mean', exit 65, and nothing is written")
    func misspelledKey() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write(
            "struct {{ screen.callbackActoin }}: OptionSet {}\n",
            to: "T/CallbackAction.swift.stencil"
        )

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--output", "out"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "T/CallbackAction.swift.stencil:1:8: error: 'screen' (Screen) has no key 'callbackActoin'; did you mean 'callbackAction'?\n"
        )
        #expect(cli.allFiles() == ["T/CallbackAction.swift.stencil", "top.screen.yaml"])
    }

    @Test("a mistake in an included template is located there, with a note at the include")
    func mistakeInInclude() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("a\n{% include \"Part.stencil\" %}\n", to: "T/CallbackAction.swift.stencil")
        try cli.write("{% for c in screen.callbacks %}{{ c.nme }}{% endfor %}\n", to: "T/Part.stencil")

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--output", "out"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "T/Part.stencil:1:32: error: 'c' (Callback) has no key 'nme'; did you mean 'name'?\n"
                + "T/CallbackAction.swift.stencil:2:1: note: included from here\n"
        )
    }

    @Test("a key kept for older templates still renders, with a warning saying what to read instead")
    func deprecatedKey() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write("struct S {\n    {{ screen.initDeclaration }} }\n}\n", to: "T/CallbackAction.swift.stencil")

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--output", "out", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "T/CallbackAction.swift.stencil:2:5: warning: 'screen.initDeclaration' is deprecated and will be removed in a later release: read `screen.given` (`name`, `type`, `initialValue`), laid out with {% wrap %}\n"
        )
        #expect(try cli.read("out/Generated/TopViewCallbackAction.swift").contains("    init() { }\n"))
    }

    @Test("a mistake in the template of a created-once file that exists is still an error: every template is checked")
    func createdOnceTemplateIsChecked() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        #expect(try cli.run(["top.screen.yaml", "--output", "out", "--no-tests"]).status == 0)
        let before = try cli.read("out/TopViewModel.swift")
        try cli.write("// {{ screen.viewModl }}\n", to: "T/ViewModel.swift.stencil")

        let run = try cli.run(["top.screen.yaml", "--templates", "T", "--output", "out", "--no-tests"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "T/ViewModel.swift.stencil:1:4: error: 'screen' (Screen) has no key 'viewModl'; did you mean 'viewModel'?\n"
        )
        #expect(try cli.read("out/TopViewModel.swift") == before)
    }

    @Test("a mistake in a replaced partial of built-in templates is said once for all the run's screen files")
    func replacedPartialOnce() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "screens/top.screen.yaml")
        try cli.write(
            CLIHarness.screenYAML.replacingOccurrences(of: "Top:", with: "Other:"),
            to: "screens/other.screen.yaml"
        )
        // Routes.stencil is included by both interface templates, through ScreenMembers.stencil.
        try cli.write("// {{ screen.routs }}\n", to: "T/Routes.stencil")

        let run = try cli.run(["screens", "--templates", "T", "--output", "out", "--no-tests"])

        #expect(run.status == 65)
        #expect(
            run.stderr
                == "T/Routes.stencil:1:4: error: 'screen' (Screen) has no key 'routs'; did you mean 'routes'?\n"
                + "built-in:ScreenMembers.stencil:24:1: note: included from here\n"
                + "built-in:ViewModelInterface.swift.stencil:185:1: note: included from here\n"
        )
        #expect(!cli.exists("out"))

        // Fixed, it is rendered into the interface, and --verbose says so.
        try cli.write("// the team's routes\n", to: "T/Routes.stencil")
        let fixed = try cli.run(["screens", "--templates", "T", "--output", "out", "--no-tests", "--verbose"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try cli.read("out/Generated/TopViewModel+Interface.swift").contains("// the team's routes\n"))
        #expect(
            fixed.stdout.contains(
                "rendered out/Generated/TopViewModel+Interface.swift from built-in:ViewModelInterface.swift.stencil including T/Routes.stencil\n"
            )
        )
        #expect(
            fixed.stdout.contains(
                "rendered out/Generated/TopViewCallbackAction.swift from built-in:CallbackAction.swift.stencil\n"
            )
        )
    }
}
