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
        #expect(run.stderr == "./T/ViewModelInterface.swift.stencil:2:1: error: `for` has no `endfor`\n")
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
        #expect(run.stderr == "app/tpl/CallbackAction.swift.stencil:2:3: error: unknown filter 'shout'\n")
    }
}
