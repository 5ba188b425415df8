import ArgumentParser
import Foundation
import MVVMGenCore

/// `mvvmgen`: the root command. Running it with YAML files generates them.
public struct MVVMGenCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "mvvmgen",
        abstract: "Generates MVVM screens (view model, callback actions, controller, router, tests) from YAML.",
        discussion: """
            Examples:
              mvvmgen init Profile --output Sources/App     # a starter Profile.screen.yaml
              mvvmgen Calculator.screen.yaml
              mvvmgen Sources/App                              # every screen file under the folder
              mvvmgen Sources/Jobs/Jobs.screen.yaml --tests-output Tests/JobsTests
              mvvmgen screens.yaml --output Sources/App --templates MyTemplates
              mvvmgen check Sources/Jobs/Jobs.screen.yaml      # CI: exit 1 if anything is stale
              mvvmgen Jobs.screen.yaml --prune                 # also delete files of removed screens

            Files under Generated/ are rewritten on every run and must not be edited. The view
            model, controller and test files are created once and are yours from then on.

            Options default to the nearest mvvmgen.yml (see the README).

            Exit codes: 0 success, 1 `check` found stale files, 64 usage error,
            65 invalid input (errors printed as path:line:column), 74 file system error.
            """,
        version: MVVMGenVersion.current,
        subcommands: [
            GenerateCommand.self, CheckCommand.self, BundleCommand.self, SchemaCommand.self, InitCommand.self,
            TemplatesCommand.self, ConventionsCommand.self,
        ],
        defaultSubcommand: GenerateCommand.self
    )

    public init() {}

    /// Parses the arguments and runs the command. A `ReportingCommand`'s `run` is the
    /// command boundary (`CommandReport.finish`); what reaches the `catch` is
    /// ArgumentParser's own: usage errors (64), help, version.
    public static func main() {
        if let quick = QuickGenerate.command(CommandLine.arguments.dropFirst()) { quick.run() }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

/// The one place the version is written: `--version` prints it, scripts/build-artifactbundle.sh
/// names the bundle with it, and it is the newest release of CHANGELOG.md (a test checks).
public enum MVVMGenVersion {
    public static let current = "0.2.0"
}
