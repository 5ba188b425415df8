import Foundation
import Testing

@testable import MVVMGenCLI

/// A property or command renamed in the YAML leaves its declaration in the kept view model,
/// and its uses in the kept tests: the run that drops it from the regenerated interface
/// names each one, at its line, once.
@Suite("the note on members the YAML dropped and the view model keeps")
struct RemovedMembersTests {
    private func notes(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("note: TopViewModel.swift") }
    }

    @Test("a renamed property and command: each old declaration named at its line, by that run only")
    func renamedMembers() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        let viewModel = try cli.read("TopViewModel.swift").split(separator: "\n", omittingEmptySubsequences: false)
        let propertyLine = try #require(viewModel.firstIndex { $0.contains("var ledString") }) + 1
        let commandLine = try #require(viewModel.firstIndex { $0.contains("func undo(") }) + 1
        try cli.write(
            CLIHarness.screenYAML.replacingOccurrences(of: "ledString", with: "display")
                .replacingOccurrences(of: "undo:", with: "undoLast:"),
            to: "top.screen.yaml"
        )

        let quiet = try cli.run(["top.screen.yaml", "--no-tests", "--dry-run", "--quiet"])
        let renamed = try cli.run(["top.screen.yaml", "--no-tests"])
        let again = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(
            notes(renamed.stdout) == [
                "note: TopViewModel.swift:\(propertyLine): `var ledString` is no longer in the screen's interface (renamed or removed in the YAML), but this file still declares it: remove it, with its tests, if nothing else needs it",
                "note: TopViewModel.swift:\(commandLine): `func undo` is no longer in the screen's interface (renamed or removed in the YAML), but this file still declares it: remove it, with its tests, if nothing else needs it",
            ],
            "\(renamed.stdout)"
        )
        #expect(quiet.stdout.isEmpty)
        #expect(notes(again.stdout).isEmpty, "the interface was written: \(again.stdout)")
    }

    @Test("the kept test file's first line that uses a renamed member is named too")
    func renamedMembersInTests() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        let arguments = ["top.screen.yaml", "--tests-output", "Tests"]
        try cli.run(arguments)
        let tests = try cli.read("Tests/TopViewModelTests.swift")
            .split(separator: "\n", omittingEmptySubsequences: false)
        let readLine = try #require(tests.firstIndex { $0.contains(".ledString") }) + 1
        let callLine = try #require(tests.firstIndex { $0.contains(".undo(") }) + 1
        try cli.write(
            CLIHarness.screenYAML.replacingOccurrences(of: "ledString", with: "display")
                .replacingOccurrences(of: "undo:", with: "undoLast:"),
            to: "top.screen.yaml"
        )

        let renamed = try cli.run(arguments)

        #expect(renamed.status == 0, "\(renamed.stderr)")
        let testNotes = renamed.stdout.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("note: Tests/TopViewModelTests.swift:") && $0.contains("this test uses")
        }
        #expect(
            testNotes == [
                "note: Tests/TopViewModelTests.swift:\(readLine): this test uses `ledString`, which is no longer in the screen's interface (renamed or removed in the YAML): change it with the view model",
                "note: Tests/TopViewModelTests.swift:\(callLine): this test uses `undo`, which is no longer in the screen's interface (renamed or removed in the YAML): change it with the view model",
            ],
            "\(renamed.stdout)"
        )
        #expect(notes(renamed.stdout).count == 2, "the view model's notes stay: \(renamed.stdout)")
    }

    @Test("a member dropped that the view model never declared, or declared under a longer name, is not named")
    func undeclaredMembers() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])
        let viewModel = try cli.read("TopViewModel.swift")
        try cli.write(
            viewModel.replacingOccurrences(of: "var ledString", with: "var ledStringCache")
                .replacingOccurrences(of: "func undo(", with: "func undoAll("),
            to: "TopViewModel.swift"
        )
        try cli.write(
            CLIHarness.screenYAML.replacingOccurrences(of: "ledString", with: "display")
                .replacingOccurrences(of: "undo:", with: "undoLast:"),
            to: "top.screen.yaml"
        )

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.stdout.contains("updated: Generated/TopViewModel+Interface.swift"), "\(run.stdout)")
        #expect(notes(run.stdout).isEmpty, "\(run.stdout)")
    }

    @Test("an interface's members: each var and func by name, whatever its accessors or parameters")
    func interfaceMembers() {
        let text = """
            protocol TopViewModelInterface: AnyObject {
                /// Shows the func result as a var total.
                var ledString: String { get }
                var name: String { get set }
                func operationText(at index: Int) -> String
                func undo()
            }
            extension TopViewModel {
                static func model(with controller: some ViewModelCallbackReceiver<A>) -> TopViewModel {
            """
        #expect(
            RemovedMembers.members(of: text).map { "\($0.keyword) \($0.name)" } == [
                "var ledString", "var name", "func operationText", "func undo", "func model",
            ]
        )
    }
}
