import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenMinimal

/// The minimal golden case as generated: a screen with nothing but a name.
@MainActor
@Suite("The minimal golden case, run")
struct GoldenMinimalRuns {
    @Test("the screen shows in the window, loads and handles every callback")
    func runs() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: EmptyViewModel())
        let screen = try app.top(as: EmptyViewController.self)
        #expect(screen.isViewLoaded)
        Running.exercise(screen)
        #expect(screen.viewModel.controller === screen)
        #expect(app.navigation.root.viewControllers.count == 1)
    }
}
