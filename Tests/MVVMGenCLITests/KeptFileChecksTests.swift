import Foundation
import Testing

@Suite("Created-once files that lack a call the regenerated code relies on")
struct KeptFileChecksTests {
    /// The shape of a controller created before `connectViewModel()`: it binds in `init`
    /// and registers its cells in `viewDidLoad`.
    static let earlierController = """
        import UIKit

        final class TopViewController: UIViewController {
            let viewModel: TopViewModel

            init(viewModel: TopViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
                viewModel.bind(to: self)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    @Test("each run warns at its viewDidLoad and says what to change; the file is kept byte for byte")
    func warnsAtViewDidLoad() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.write(Self.earlierController, to: "TopViewController.swift")

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        let warning = "TopViewController.swift:12:1: warning: this controller was created by an earlier mvvmgen"
        #expect(run.stderr.contains(warning), "\(run.stderr)")
        #expect(run.stderr.contains("call it at the end of viewDidLoad"))
        #expect(try cli.read("TopViewController.swift") == Self.earlierController)
    }

    @Test("a controller mvvmgen creates now draws no warning, run after run")
    func newControllerIsQuiet() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try cli.run(["top.screen.yaml", "--no-tests"])

        let again = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(again.status == 0)
        #expect(!again.stderr.contains("warning"), "\(again.stderr)")
    }

    @Test("a controller created before its screen's first async command is told to own and cancel the tasks")
    func controllerWithoutCommandTasks() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        try cli.write(CLIHarness.screenYAML, to: "top.screen.yaml")
        try #require(try cli.run(["top.screen.yaml", "--no-tests"]).status == 0)
        let withSync = CLIHarness.screenYAML.replacingOccurrences(
            of: "undo: [reloadTable]",
            with: "undo: [reloadTable]\n      sync: {async: true, sends: [reloadTable]}"
        )
        try cli.write(withSync, to: "top.screen.yaml")

        let run = try cli.run(["top.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "TopViewController.swift:22:1: warning: this controller was created before its screen had async commands"
            ),
            "\(run.stderr)"
        )
        #expect(try cli.read("Generated/TopViewController+Callbacks.swift").contains("var commandTasks: CommandTasks"))
    }

    @Test("a property that gains 'sends' after its view model was created is named at its line")
    func propertyWithoutDidSet() throws {
        let cli = try CLIHarness()
        defer { cli.cleanUp() }
        let before = "screens:\n  Form:\n    properties:\n      name: {type: String, access: readwrite}\n"
        try cli.write(before + "    commands:\n      save: {reads: [name]}\n", to: "form.screen.yaml")
        try cli.run(["form.screen.yaml", "--no-tests"])
        // The person leaves the type to inference: the warning still finds the line.
        let viewModel = try cli.read("FormViewModel.swift").replacingOccurrences(
            of: "var name: String = \"\"",
            with: "var name = \"\""
        )
        try cli.write(viewModel, to: "FormViewModel.swift")
        let after =
            "screens:\n  Form:\n    properties:\n      name: {type: String, access: readwrite, sends: changed}\n"
        try cli.write(
            after + "    commands:\n      save: {reads: [name]}\n    callbacks: [changed]\n",
            to: "form.screen.yaml"
        )

        let run = try cli.run(["form.screen.yaml", "--no-tests"])

        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(
            viewModel.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("var name =") }
        )
        #expect(
            run.stderr.contains("FormViewModel.swift:\(line + 1):1: warning: a change of 'name' sends `.changed`"),
            "\(run.stderr)"
        )
        #expect(run.stderr.contains("no `didSet { nameDidChange() }`"))
        #expect(try cli.read("FormViewModel.swift") == viewModel)
    }
}
