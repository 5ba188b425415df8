import ArgumentParser
import Testing

@testable import MVVMGenCLI

/// The quick reading of `mvvmgen FILE… [options]` gives the command ArgumentParser gives,
/// and leaves everything it does not read plainly to ArgumentParser.
@Suite("Quick generate arguments")
struct QuickGenerateTests {
    @Test(
        "plain argument lists give the command ArgumentParser gives",
        arguments: [
            ["a.screen.yaml"],
            ["generate", "a.screen.yaml", "b.screen.yaml"],
            ["Sources/App", "-o", "out", "--tests-output", "Tests/AppTests", "--module", "App", "-q"],
            ["a.screen.yaml", "--config", "c.yml", "--templates", "T", "--no-tests", "--verbose", "--dry-run"],
            ["a.screen.yaml", "--sibling", "b.screen.yaml", "--sibling", "c", "--force", "--prune", "-v"],
            ["a.screen.yaml", "--created-once-only", "--output", "x y", "--timings"],
            ["a.screen.yaml", "--import-module", "Pickers=P", "--import-module", "Core=C/x.screen.yaml"],
        ]
    )
    func sameCommand(_ arguments: [String]) throws {
        let quick = try #require(QuickGenerate.command(arguments[...]), "\(arguments) read quickly")
        let parsed = try #require(try MVVMGenCommand.parseAsRoot(arguments) as? GenerateCommand)
        #expect(quick == parsed.generateRun)
    }

    @Test(
        "anything else is left to ArgumentParser",
        arguments: [
            [], ["--help"], ["a.screen.yaml", "--help"], ["--version"], ["check", "a.screen.yaml"],
            ["bundle", "a"], ["help"], ["conventions", "C1"], ["templates", "keys"], ["a.screen.yaml", "--output=x"],
            ["a.screen.yaml", "-qv"],
            ["a.screen.yaml", "--output"], ["a.screen.yaml", "--output", "--quiet"],
            ["a.screen.yaml", "-o", "x", "--output", "y"], ["a.screen.yaml", "--quiet", "-q"],
            ["a.screen.yaml", "--timings", "--timings"],
            ["a.screen.yaml", "--bogus"], ["a.screen.yaml", "--created-once-only", "--force"], ["generate"],
            ["a.screen.yaml", "--", "b"],
        ]
    )
    func leftToArgumentParser(_ arguments: [String]) {
        #expect(QuickGenerate.command(arguments[...]) == nil)
    }

    @Test("the names the quick reading leaves to ArgumentParser are the command table's, and help")
    func otherCommandNamesMatchTheTable() {
        let table = MVVMGenCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
            .filter { $0 != "generate" }
        #expect(QuickGenerate.otherCommandNames.sorted() == (table + ["help"]).sorted())
    }
}
