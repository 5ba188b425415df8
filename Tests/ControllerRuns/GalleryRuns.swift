import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import GoldenGallery

/// The gallery golden case as generated, controllers untouched, started the way an app
/// starts it: a composition root that owns the router and the navigator, in a window.
@MainActor
@Suite("The gallery golden case, run from its composition root")
struct GalleryRuns {
    @MainActor
    struct App {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation: AppNavigation
        let home: HomeViewController

        init() throws {
            let router = ViewControllerRouter<UIViewController>()
            router.registerInputScreens()
            navigation = AppNavigation(router: router, first: HomeViewModel(feed: StubFeedService()))
            navigation.show(in: window)
            home = try #require(navigation.rootViewController as? HomeViewController)
        }

        /// The navigation stack of the tab at `index`, and its first screen.
        func tab<Screen: UIViewController>(_ index: Int, as: Screen.Type) throws -> (UINavigationController, Screen) {
            let stack = try #require(home.viewControllers?[index] as? UINavigationController)
            return (stack, try #require(stack.topViewController as? Screen))
        }
    }

    @Test("the first screen, a tab bar, is the window's root; each tab has its own stack, tab bar item and navigator")
    func tabsHaveTheirOwnStacks() throws {
        let app = try App()
        #expect(app.window.rootViewController === app.home, "a tab bar is in no navigation stack (UIKit forbids it)")
        #expect(app.home.navigationController == nil)
        #expect(app.home.isViewLoaded, "the window loads the first screen")
        #expect(app.home.viewModel.navigator === app.navigation.navigator)
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        let (profileStack, profile) = try app.tab(1, as: ProfileViewController.self)
        #expect(feedStack.tabBarItem.title == "Home \"feed\"" && feedStack.tabBarItem.image?.name == "house")
        #expect(profileStack.tabBarItem.title == "Profile" && profileStack.tabBarItem.image == nil)
        #expect(feed.tabBarController === app.home && feed.navigationController === feedStack)
        let feedNavigator = try #require(feed.viewModel.navigator)
        #expect(feedNavigator !== app.navigation.navigator)
        #expect(feedNavigator !== profile.viewModel.navigator)
        feed.loadViewIfNeeded()
        #expect(Running.fillEveryRow(of: feed.tableView).count == feed.viewModel.postCount + feed.viewModel.bannerCount)
    }

    @Test("a push from a tab lands on that tab's stack, not the outer one")
    func pushFromTab() throws {
        let app = try App()
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        feed.viewModel.showAuthor()
        #expect(feedStack.viewControllers.count == 2)
        #expect(feedStack.topViewController is ProfileViewController)
        #expect(app.navigation.navigator.navigationControllers.isEmpty, "the app's stack is the tab bar, untouched")
        let (profileStack, _) = try app.tab(1, as: ProfileViewController.self)
        #expect(profileStack.viewControllers.count == 1)
    }

    @Test("a presented screen swiped down leaves the navigator's stack; the next route lands right")
    func interactiveDismissal() throws {
        let app = try App()
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        let feedNavigator = try #require(feed.viewModel.navigator as? NavigationControllerNavigator)
        feed.viewModel.showComposer()
        let presented = try #require(feedStack.presentedViewController as? UINavigationController)
        #expect(presented.topViewController is LoginViewController)
        #expect(feedNavigator.navigationControllers.count == 2)

        try #require(presented.presentationController).dismissInteractively()
        #expect(feedStack.presentedViewController == nil)
        #expect(feedNavigator.navigationControllers.count == 1)
        feed.viewModel.showAuthor()
        #expect(feedStack.topViewController is ProfileViewController, "pushed where the person is")
    }

    @Test("a route passes the screen's property; the tab bar keeps its tabs' view models; pop to root")
    func propertyRouteAndKeptTabs() throws {
        let app = try App()
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        feed.viewModel.showTopic()
        let topic = try #require(feedStack.topViewController as? TopicViewController)
        #expect(topic.viewModel.title == feed.viewModel.title)
        #expect(app.home.viewModel.viewModelForFeedTab() === feed.viewModel)
        feed.viewModel.showAuthor()
        #expect(feedStack.viewControllers.count == 3)
        feed.viewModel.navigator?.popToRoot(animated: false)
        #expect(feedStack.viewControllers.count == 1 && feedStack.topViewController === feed)
    }

    @Test("signing out from a tab resets the app's root: what was presented and the tabs are gone")
    func resetRootFromTab() throws {
        let app = try App()
        let (feedStack, feed) = try app.tab(0, as: FeedViewController.self)
        let (_, profile) = try app.tab(1, as: ProfileViewController.self)
        feed.viewModel.showComposer()
        #expect(feedStack.presentedViewController != nil)

        profile.viewModel.showSignOut()
        let stack = try #require(app.window.rootViewController as? UINavigationController, "the tab bar is gone")
        #expect(stack.viewControllers.count == 1)
        let login = try #require(stack.topViewController as? LoginViewController)
        #expect(login.isViewLoaded, "the window shows the new root")
        #expect(feedStack.presentedViewController == nil, "the composer was dismissed")
        #expect(app.navigation.navigator.navigationControllers == [stack])
        #expect(login.viewModel.navigator === app.navigation.navigator, "the new root routes from the app's stack")
        login.viewModel.navigator?.push(TopicViewModel(title: "After"), animated: false)
        #expect(stack.topViewController is TopicViewController, "a push after the reset lands on the new stack")
    }

    @Test("a reset dismisses every presented stack at once, from the bottom, and back to a tab bar")
    func resetRootDismissesOnceFromTheBottom() throws {
        let app = try App()
        let (_, feed) = try app.tab(0, as: FeedViewController.self)
        feed.viewModel.showComposer()
        let composer = try #require(app.home.presentedViewController as? UINavigationController)
        let composerScreen = try #require(composer.topViewController as? LoginViewController)
        composerScreen.viewModel.navigator?.present(TopicViewModel(title: "On top"), animated: true)
        let second = try #require(composer.presentedViewController as? UINavigationController)
        #expect(second.presentingViewController === composer, "a stack presented over the composer")

        feed.viewModel.navigator?.resetRoot(HomeViewModel(feed: StubFeedService()), animated: true)
        #expect(app.home.presentedViewController == nil && composer.presentingViewController == nil)
        #expect(second.presentingViewController == nil, "everything above the bottom went with one dismissal")
        let newHome = try #require(app.window.rootViewController as? HomeViewController, "a tab bar as the root again")
        #expect(newHome !== app.home && newHome.isViewLoaded)
        let newFeedStack = try #require(newHome.viewControllers?.first as? UINavigationController)
        let newFeed = try #require(newFeedStack.topViewController as? FeedViewController)
        #expect(newFeed.viewModel.navigator != nil, "the new tabs have navigators")
        newFeed.viewModel.showAuthor()
        #expect(newFeedStack.topViewController is ProfileViewController)
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
