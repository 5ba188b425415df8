#if canImport(UIKit)
import MVVMRuntime
import MVVMRuntimeUIKit
import UIKit

/// Where the app starts: the composition root (convention C10). The scene delegate
/// (SceneDelegate.swift) calls it with the window it made for its scene and keeps what it
/// returns for the scene's life.
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
