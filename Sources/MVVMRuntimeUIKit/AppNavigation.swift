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
///
/// A tab bar screen is the window's root itself, as UIKit requires (a navigation
/// controller's root or pushed controller "cannot be a tab bar controller"); any other first
/// screen is the root of `root`, a navigation controller.
@MainActor
public final class AppNavigation {
    /// Maps each view model type to its controller; every navigator of the app uses it.
    public let router: ViewControllerRouter<UIViewController>
    /// The app's navigator: the first view model's, and through it every screen's.
    public let navigator: NavigationControllerNavigator
    /// The navigation controller the first screen is shown in, unless it is a tab bar.
    public let root: UINavigationController

    /// Gives the first view model the navigator, then builds its controller through
    /// `router`: a tab bar controller loads its view (and makes its tabs) while it is made,
    /// so its tabs find the navigator. The first view model's type must be registered.
    public init(router: ViewControllerRouter<UIViewController>, first: BaseViewModel) {
        self.router = router
        root = UINavigationController(nibName: nil, bundle: nil)
        navigator = NavigationControllerNavigator(root: root, router: router)
        first.navigator = navigator
        guard let controller = router.controller(for: first) else {
            preconditionFailure(
                "No controller registered for \(type(of: first)): call register…Screens() on the router (a screen of the swiftui flavour is registered only where SwiftUI can be imported, as a hosting controller)"
            )
        }
        if let tabBar = controller as? UITabBarController {
            navigator.showAtBottom(tabBar)
        } else {
            root.setViewControllers([controller], animated: false)
        }
    }

    /// What the window shows at the bottom: `root`, or the tab bar screen that replaced it
    /// (the first screen, or a later reset of the root).
    public var rootViewController: UIViewController? { navigator.bottom }

    /// Makes the first screen the root of `window` and shows it; the navigator keeps the
    /// window (weakly) to make a later tab bar screen its root.
    public func show(in window: UIWindow) {
        navigator.window = window
        window.rootViewController = navigator.bottom
        window.makeKeyAndVisible()
    }
}
#endif
