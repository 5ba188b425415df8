import Foundation
import Testing

/// Build-plugin targets: the plugin's `bundle` writes only regenerated code, so a screen's
/// own files must be created once by a person's run, and `check` must not ask for a run
/// that would put the regenerated code in the source tree too.
@Suite("build-plugin targets: what bundle and check say")
struct BundleHintsTests {
    @Test("a screen whose own files do not exist yet gets a warning naming the command that creates them")
    func missingOwnFiles() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Compose:\n", to: "App/app.screen.yaml")
        let arguments = ["bundle", "App/app.screen.yaml", "--output-file", "out/App.generated.swift"]

        let first = try cli.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("App/app.screen.yaml:1:1: warning: 'ComposeViewModel.swift' does not exist yet"))
        #expect(first.stderr.contains("'ComposeViewController.swift' does not exist yet"))
        #expect(first.stderr.contains("swift package --allow-writing-to-package-directory generate-screens"))

        // Created, or moved anywhere under the screen file's folder: no warning.
        try cli.write("// mine\n", to: "App/Screens/ComposeViewModel.swift")
        try cli.write("// mine\n", to: "App/ComposeViewController.swift")
        let second = try cli.run(arguments)
        #expect(second.status == 0)
        #expect(!second.stderr.contains("does not exist yet"), "\(second.stderr)")
    }

    @Test("check on a build-plugin target: --created-once-only checks the person's files; the plain check names it")
    func checkCreatedOnceOnly() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write("screens:\n  Compose:\n", to: "app.screen.yaml")

        let plain = try cli.run(["check", "app.screen.yaml"])
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("run `mvvmgen check --created-once-only` instead"), "\(plain.stderr)")

        #expect(try cli.run(["app.screen.yaml", "--created-once-only", "--no-tests"]).status == 0)
        let only = try cli.run(["check", "app.screen.yaml", "--created-once-only", "--no-tests"])
        #expect(only.status == 0, "\(only.stderr)")
        #expect(only.stdout.contains("up to date"))
    }
}
