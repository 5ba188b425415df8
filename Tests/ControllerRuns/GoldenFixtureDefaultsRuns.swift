import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenFixtureDefaults

/// The fixture-defaults golden case as generated: a model whose default is a fixture.
@MainActor
@Suite("The fixture-defaults golden case, run")
struct GoldenFixtureDefaultsRuns {
    @Test("the screen shows its model's default and handles every callback")
    func runs() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: DetailViewModel())
        let screen = try app.top(as: DetailViewController.self)
        Running.exercise(screen)
        #expect(screen.viewModel.repository.owner == Owner.ada)
        #expect(screen.viewModel.controller === screen)
    }
}
