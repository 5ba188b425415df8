#if canImport(UIKit)
import MVVMRuntime
import MVVMRuntimeUIKit
import UIKit

/// Where the app starts: the composition root (convention C10). A scene delegate calls it
/// with its window and keeps what it returns for the scene's life:
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: scene)
///         navigation = LoginApp.start(in: window, auth: StubAuthService())
///         self.window = window
///     }
@MainActor
enum LoginApp {
    /// Registers every screen's controller, shows the login screen in `window` and returns
    /// the navigation that owns the router and the navigator.
    static func start(in window: UIWindow, auth: AuthService) -> AppNavigation {
        let router = ViewControllerRouter<UIViewController>()
        router.registerLoginScreens()
        router.registerWelcomeScreens()
        let navigation = AppNavigation(router: router, first: LoginViewModel(auth: auth))
        navigation.show(in: window)
        return navigation
    }
}
#endif
