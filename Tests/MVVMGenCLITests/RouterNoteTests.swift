import Foundation
import Testing

/// The run that creates a screen file's router says to call its registration, naming the
/// function the router declares; later runs, quiet runs and files that exist say nothing.
@Suite("the note on a new router")
struct RouterNoteTests {
    private func notes(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("note: ") }
    }

    @Test("said by the run that creates the router (or would), naming a function the router declares")
    func saidOnceWhenCreated() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "Top.screen.yaml")

        let dryRun = try cli.run(["Top.screen.yaml", "--no-tests", "--dry-run"])
        let quiet = try cli.run(["Top.screen.yaml", "--no-tests", "--quiet", "--dry-run"])
        let first = try cli.run(["Top.screen.yaml", "--no-tests"])
        let second = try cli.run(["Top.screen.yaml", "--no-tests"])

        #expect(first.status == 0 && second.status == 0)
        let expected = [
            "note: Generated/TopRouter.swift: call `registerTopScreens()` on your app's ViewControllerRouter where it is made, next to the other screen files' register…Screens() calls: until then, showing a screen of Top.screen.yaml stops a debug build (\"No controller registered for …\")"
        ]
        #expect(notes(first.stdout) == expected, "\(first.stdout)")
        #expect(notes(dryRun.stdout) == expected, "\(dryRun.stdout)")
        #expect(quiet.stdout.isEmpty)
        #expect(notes(second.stdout).isEmpty, "\(second.stdout)")
        #expect(try cli.read("Generated/TopRouter.swift").contains("func registerTopScreens() {"))
    }

    @Test("a file of SwiftUI screens: a note for each router, each naming a function it declares")
    func swiftUIRouters() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "notes-app.screen.yaml")
        try cli.write("flavour: swiftui\n", to: "mvvmgen.yml")

        let run = try cli.run(["notes-app.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        let printed = notes(run.stdout)
        #expect(printed.count == 2, "\(run.stdout)")
        #expect(printed.contains { $0.contains("ViewControllerRouter") && $0.contains("No controller registered") })
        #expect(printed.contains { $0.contains(" ViewRouter ") && $0.contains("No view registered") })
        for router in cli.allFiles().filter({ $0.hasSuffix("Router.swift") }) {
            #expect(try cli.read(router).contains("func registerNotesAppScreens() {"), "\(router)")
        }
        #expect(printed.allSatisfy { $0.contains("`registerNotesAppScreens()`") })
    }
}
