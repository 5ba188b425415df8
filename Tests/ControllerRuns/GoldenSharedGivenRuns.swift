import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import GoldenSharedGiven

/// The shared-given golden case as generated: one services object given to every screen,
/// a login that resets the root to a four-tab home, and back.
@MainActor
@Suite("The shared-given golden case, run")
struct GoldenSharedGivenRuns {
    @Test("login resets the root to the four tabs, each with the same services; signing out comes back")
    func loginHomeAndBack() throws {
        let services = AppServices()
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: LoginViewModel(services: services))
        let login = try app.top(as: LoginViewController.self)
        Running.exercise(login)
        login.loginAction()

        login.viewModel.showHome()
        let home = try app.top(as: HomeViewController.self)
        Running.exercise(home)
        #expect(app.window.rootViewController === home, "the tab bar replaced the login stack as the window's root")
        let stacks = try #require(home.viewControllers as? [UINavigationController])
        #expect(stacks.map { $0.tabBarItem.title } == ["News", "Repos", "Search", "Me"])
        #expect(stacks.map { $0.tabBarItem.image?.name } == ["newspaper", "RepoTab", "magnifyingglass", nil])
        #expect(home.viewModel.services === services)
        #expect(home.viewModel.viewModelForNewsTab().services === services)
        #expect(home.viewModel.viewModelForProfileTab().services === services)

        let news = try #require(stacks[0].topViewController as? NewsViewController)
        let rows = Running.exercise(news)
        #expect(rows.count == 1 && rows.first is EventCellView)

        let profile = try #require(stacks[3].topViewController as? ProfileViewController)
        profile.viewModel.showSignOut()
        let again = try app.top(as: LoginViewController.self)
        #expect(again !== login && again.viewModel.services === services)
        #expect(app.rootStackCount == 1)
    }
}
