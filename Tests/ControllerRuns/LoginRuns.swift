import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import Login

@MainActor
@Suite("Login's controllers, run")
struct LoginRuns {
    @Test("the password field is secure; typing reaches the view model; the button logs in and greets")
    func logIn() async throws {
        let auth = StubAuthService()
        let controller = LoginViewController(viewModel: LoginViewModel(auth: auth))
        let router = ViewControllerRouter<UIViewController>()
        router.registerLoginScreens()
        router.registerWelcomeScreens()
        let navigation = UINavigationController(rootViewController: controller)
        let navigator = NavigationControllerNavigator(root: navigation, router: router)
        controller.viewModel.navigator = navigator
        let views = Running.views(in: try #require(controller.view))
        #expect(!(views.compactMap { $0 as? UIButton }.first?.isEnabled ?? true), "first render: nothing typed")
        let fields = views.compactMap { $0 as? UITextField }
        let username = try #require(fields.first { $0.placeholder == "User name" })
        let password = try #require(fields.first { $0.placeholder == "Password" })
        #expect(password.isSecureTextEntry, "a password is never shown in clear")
        #expect(!username.isSecureTextEntry)

        username.text = "octocat"
        username.sendActions(for: .editingChanged)
        password.text = "hunter2"
        password.sendActions(for: .editingChanged)
        #expect(controller.viewModel.username == "octocat" && controller.viewModel.password == "hunter2")

        let button = try #require(views.compactMap { $0 as? UIButton }.first)
        #expect(button.isEnabled, "the button follows isLoginEnabled from the first render on")
        button.sendActions(for: .touchUpInside)
        #expect(await Running.eventually { auth.attempts.count == 1 })
        await controller.commandTasks.idle()
        #expect(navigation.viewControllers.first is WelcomeViewController, "logged in: the greeting is the root")
        withExtendedLifetime(navigator) {}
    }

    @Test("every callback action of both screens has a handler that runs")
    func everyCallback() {
        let login = LoginViewController(viewModel: LoginViewModel(auth: StubAuthService()))
        login.loadViewIfNeeded()
        login.callBack(action: LoginViewCallbackAction(rawValue: .max), info: nil)
    }
}

@MainActor
@Suite("Login, started from its composition root in a window")
struct LoginAppRuns {
    @Test("the login screen shows first; logging in makes the greeting the root")
    func startToWelcome() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let auth = StubAuthService()
        let navigation = LoginApp.start(in: window, auth: auth)
        #expect(window.rootViewController === navigation.root)
        try await Self.logInToWelcome(on: navigation)
    }

    @Test("a connected scene's delegate shows the login screen in a key, visible window; logging in works from there")
    func sceneToWelcome() async throws {
        let scene = UIWindowScene.connect(delegate: SceneDelegate())
        let delegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(delegate.window, "the scene does not keep its window: its delegate must")
        #expect(window.windowScene === scene && scene.windows == [window])
        #expect(window.isKeyWindow && scene.keyWindow === window && !window.isHidden)
        let navigation = try #require(delegate.navigation, "kept for the scene's life: view models point to it weakly")
        #expect(window.rootViewController === navigation.root)
        #expect(navigation.root.viewControllers.count == 1)
        try await Self.logInToWelcome(on: navigation)
    }

    /// Checks the login screen is the shown root of `navigation`'s stack, logs in as the stub's
    /// known user and checks the greeting replaced it as the root, with the same navigator.
    private static func logInToWelcome(on navigation: AppNavigation) async throws {
        let login = try #require(navigation.root.topViewController as? LoginViewController)
        #expect(login.isViewLoaded, "the window shows the first screen")

        let fields = Running.views(in: login.view).compactMap { $0 as? UITextField }
        fields[0].text = "octocat"
        fields[0].sendActions(for: .editingChanged)
        fields[1].text = "hunter2"
        fields[1].sendActions(for: .editingChanged)
        let button = try #require(Running.views(in: login.view).compactMap { $0 as? UIButton }.first)
        button.sendActions(for: .touchUpInside)
        await login.commandTasks.idle()

        #expect(navigation.root.viewControllers.count == 1, "the login screen is gone: 001's resetRootViewModel")
        let welcome = try #require(navigation.root.topViewController as? WelcomeViewController)
        welcome.loadViewIfNeeded()
        #expect(welcome.viewModel.greeting == "Welcome, octocat!")
        #expect(welcome.viewModel.navigator === navigation.navigator)
    }
}
