import Foundation
import Testing

/// A kept test file gets no test for a command or route added later: the run that changes
/// the screen names those it never calls, once, and only for that screen.
@Suite("the note on commands and routes a kept test file never calls")
struct UntestedCallsTests {
    private static let twoScreens = """
        screens:
          Top:
            commands:
              undo: [reloadTable]
            callbacks: [reloadTable]
          Other:
            commands:
              share: []
        """

    private func notes(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("note: ") && $0.contains("Tests.swift") }
    }

    @Test("the run that adds a command names it, for that screen's test file only, and says it once")
    func namesNewCommandsOnce() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(Self.twoScreens, to: "app.screen.yaml")
        let arguments = ["app.screen.yaml", "--tests-output", "Tests"]
        let first = try cli.run(arguments)
        #expect(notes(first.stdout).isEmpty, "\(first.stdout)")
        // A test the person removed from Other's file: Other does not change, so it is not named.
        let otherTests = try cli.read("Tests/OtherViewModelTests.swift")
        try cli.write(
            otherTests.replacingOccurrences(of: ".share(", with: ".shared("),
            to: "Tests/OtherViewModelTests.swift"
        )
        try cli.write(
            Self.twoScreens.replacingOccurrences(
                of: "      undo: [reloadTable]\n",
                with:
                    "      undo: [reloadTable]\n      clear: [reloadTable]\n      redo:\n        parameters: {steps: {type: Int, sample: 1}}\n        sends: [reloadTable]\n"
            ),
            to: "app.screen.yaml"
        )

        let dryRun = try cli.run(arguments + ["--dry-run"])
        let quiet = try cli.run(arguments + ["--quiet", "--dry-run"])
        let changed = try cli.run(arguments)
        let again = try cli.run(arguments)

        let expected = [
            "note: Tests/TopViewModelTests.swift: no test calls `clear(…)`, `redo(…)`: this file is yours, so mvvmgen adds no test to it; to see the tests it would write, run it once with --tests-output set to an empty folder"
        ]
        #expect(changed.status == 0)
        #expect(notes(changed.stdout) == expected, "\(changed.stdout)")
        #expect(notes(dryRun.stdout) == expected, "\(dryRun.stdout)")
        #expect(quiet.stdout.isEmpty)
        #expect(notes(again.stdout).isEmpty, "nothing changed: \(again.stdout)")
    }

    @Test("a route added later is named by the show method its test would call")
    func namesNewRoutes() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(Self.twoScreens, to: "app.screen.yaml")
        let arguments = ["app.screen.yaml", "--tests-output", "Tests"]
        try cli.run(arguments)
        try cli.write(
            Self.twoScreens.replacingOccurrences(
                of: "    callbacks: [reloadTable]\n",
                with:
                    "    callbacks: [reloadTable]\n    routes:\n      other: {to: Other}\n"
            ),
            to: "app.screen.yaml"
        )

        let changed = try cli.run(arguments)

        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(
            notes(changed.stdout) == [
                "note: Tests/TopViewModelTests.swift: no test calls `showOther(…)`: this file is yours, so mvvmgen adds no test to it; to see the tests it would write, run it once with --tests-output set to an empty folder"
            ],
            "\(changed.stdout)"
        )
    }

    @Test("a test file that calls every command, or a screen without commands, gets no note")
    func quietWhenTested() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(Self.twoScreens, to: "app.screen.yaml")
        let arguments = ["app.screen.yaml", "--tests-output", "Tests"]
        try cli.run(arguments)
        let tests = try cli.read("Tests/TopViewModelTests.swift")
        try cli.write(tests + "\n// viewModel.clear()\n", to: "Tests/TopViewModelTests.swift")
        try cli.write(
            Self.twoScreens.replacingOccurrences(
                of: "      undo: [reloadTable]\n",
                with: "      undo: [reloadTable]\n      clear: [reloadTable]\n"
            )
            .replacingOccurrences(
                of: "share: []",
                with: "share: []\n    properties:\n      title: String"
            ),
            to: "app.screen.yaml"
        )

        let run = try cli.run(arguments)

        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("updated: Generated/OtherViewModel+Interface.swift"), "\(run.stdout)")
        #expect(notes(run.stdout).isEmpty, "\(run.stdout)")
    }
}
