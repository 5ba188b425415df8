#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The composition root of view-model based navigation (convention C10): owns the router
/// and the app's navigator, and shows the first screen in a window. Keep it for the app's
/// life (the scene delegate's property); view models only point to the navigator weakly.
///
///     let router = ViewControllerRouter<UIViewController>()
///     router.registerLoginScreens()
///     navigation = AppNavigation(router: router, first: LoginViewModel(auth: auth))
///     navigation.show(in: window)
@MainActor
public final class AppNavigation {
    public let router: ViewControllerRouter<UIViewController>
    public let navigator: NavigationControllerNavigator
    /// The navigation controller at the bottom of everything, the window's root.
    public let root: UINavigationController

    /// Builds the first screen's controller through `router` and gives its view model the
    /// navigator. The first view model's type must be registered.
    public init(router: ViewControllerRouter<UIViewController>, first: BaseViewModel) {
        guard let controller = router.controller(for: first) else {
            preconditionFailure(
                "No controller registered for \(type(of: first)): call register…Screens() on the router"
            )
        }
        self.router = router
        root = UINavigationController(rootViewController: controller)
        navigator = NavigationControllerNavigator(root: root, router: router)
        first.navigator = navigator
    }

    /// Makes the first screen the root of `window` and shows it.
    public func show(in window: UIWindow) {
        window.rootViewController = root
        window.makeKeyAndVisible()
    }
}
#endif
