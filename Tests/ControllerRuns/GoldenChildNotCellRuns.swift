import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenChildNotCell

/// The child-not-cell golden case as generated: a list of another screen's view models,
/// not a cell screen's, shown in plain cells.
@MainActor
@Suite("The child-not-cell golden case, run")
struct GoldenChildNotCellRuns {
    @Test("both lists fill their rows in plain cells; the action runs")
    func runs() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: FeedViewModel())
        let screen = try app.top(as: FeedViewController.self)
        let rows = Running.exercise(screen)
        #expect(rows.count == 3)
        #expect(rows.map(Running.text) == [String(describing: screen.viewModel.previews(at: 0)), "Ada", "Grace"])
        screen.reloadAction()

        let profile = ProfileViewController(viewModel: screen.viewModel.previews(at: 0))
        Running.exercise(profile)
        #expect(profile.viewModel.title == "Profile")
    }
}
