import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import GoldenPublicLibrary

/// The public-library golden case as generated: the gallery's screens, every declaration
/// public, started from a composition root as an app that links the library would.
@MainActor
@Suite("The public-library golden case, run")
struct GoldenPublicLibraryRuns {
    @MainActor
    struct App {
        let started: StartedApp
        let home: HomeViewController

        init() throws {
            let router = ViewControllerRouter<UIViewController>()
            router.registerInputScreens()
            started = StartedApp(router: router, first: HomeViewModel(feed: StubFeedService()))
            home = try started.top(as: HomeViewController.self)
        }

        /// The navigation stack of the tab at `index`, and its first screen.
        func tab<Screen: UIViewController>(_ index: Int, as: Screen.Type) throws -> (UINavigationController, Screen) {
            let stack = try #require(home.viewControllers?[index] as? UINavigationController)
            return (stack, try #require(stack.topViewController as? Screen))
        }
    }

    @Test("the tabs show their items; a push from a tab lands on that tab's stack")
    func pushFromTab() throws {
        let app = try App()
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        #expect(feedStack.tabBarItem.title == "Feed" && feedStack.tabBarItem.image?.name == "FeedTab")
        #expect(try app.tab(1, as: ProfileViewController.self).0.tabBarItem.title == "Me")
        feed.viewModel.showAuthor()
        #expect(feedStack.topViewController is ProfileViewController)
        #expect(app.started.window.rootViewController === app.home, "the tab bar is the window's root")
    }

    @Test("every screen's actions run and every callback is handled, the cells' too")
    func everyScreen() async throws {
        let app = try App()
        Running.exercise(app.home)
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        let rows = Running.exercise(feed)
        let posts = rows.compactMap { $0 as? PostCellView }
        #expect(rows.count == 3 && posts.count == feed.viewModel.postCount)
        for (row, cell) in posts.enumerated() {
            #expect(cell.viewModel === feed.viewModel.post(at: row))
            #expect(feed.viewModel.post(at: row).controller === cell)
            Running.deliverEveryCallback(to: cell)
        }
        #expect(Running.text(of: rows[2]) == "Sale")
        feed.reloadAction()
        feed.likeAction(postId: 1, twice: true)
        feed.openPostAction(index: 0)
        await feed.commandTasks.idle()

        let (_, profile) = try app.tab(1, as: ProfileViewController.self)
        Running.exercise(profile)

        feed.viewModel.showComposer()
        let presented = try #require(feedStack.presentedViewController as? UINavigationController)
        let login = try #require(presented.topViewController as? LoginViewController)
        Running.exercise(login)
        login.loginAction()
        login.cancelAction()
        await login.commandTasks.idle()
    }
}
