#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The view layer's side of view-model based navigation (convention C10): builds each
/// requested view model's controller through the router and shows it with UIKit.
///
/// It knows the controllers it shows, bottom first: its root (a navigation controller, or a
/// tab bar screen shown as the window's root), then one navigation controller per presented
/// screen; weakly, since the window, the tab bar or the presenter owns them. A presented
/// screen swiped down (an interactive dismissal) leaves the stack through the presentation
/// controller's delegate, so later pushes go to what shows.
@MainActor
public final class NavigationControllerNavigator: NSObject, Navigating, UIAdaptivePresentationControllerDelegate {
    /// Builds the controller of each view model shown.
    public let router: ViewControllerRouter<UIViewController>
    private var weakStack: [WeakController]
    private var stack: [UIViewController] { weakStack.compactMap(\.controller) }
    /// The navigators of tabs shown under this one, by their stack; kept while the tab is.
    private var tabNavigators: [ObjectIdentifier: NavigationControllerNavigator] = [:]
    /// For a tab's navigator: the navigator of the stack that shows the tab bar, which a
    /// reset of the root goes to.
    private weak var parent: NavigationControllerNavigator?
    /// The window the app shows in (set by `AppNavigation.show(in:)`): a tab bar screen
    /// the root is reset to becomes its root controller.
    public weak var window: UIWindow?

    /// A navigator whose bottom is `root`, building controllers through `router`.
    public init(root: UINavigationController, router: ViewControllerRouter<UIViewController>) {
        self.router = router
        self.weakStack = [WeakController(root)]
    }

    /// The navigation controllers shown, bottom first (a tab bar at the bottom is not one).
    public var navigationControllers: [UINavigationController] { stack.compactMap { $0 as? UINavigationController } }

    /// The controller at the bottom: the root navigation controller, or a tab bar screen.
    public var bottom: UIViewController? { stack.first }

    /// Makes `controller` the bottom of the stack, the window's root: a tab bar screen, or
    /// the navigation controller of the screen that replaced one.
    func showAtBottom(_ controller: UIViewController) {
        weakStack = [WeakController(controller)]
        strongBottom = controller
    }

    /// The bottom, kept until a window holds it (a first tab bar screen before `show(in:)`).
    private var strongBottom: UIViewController?

    /// Builds `viewModel`'s controller and pushes it onto the navigation controller on top.
    public func push(_ viewModel: BaseViewModel, animated: Bool) {
        guard let top = stack.last as? UINavigationController else {
            assertionFailure("a tab bar screen pushes nothing: its tabs' screens push on their own stacks")
            return
        }
        guard let controller = controller(for: viewModel) else { return }
        guard !(controller is UITabBarController) else {
            assertionFailure("a tab bar screen is never pushed (UIKit refuses it): reset the root to it")
            return
        }
        top.pushViewController(controller, animated: animated)
    }

    /// Builds `viewModel`'s controller and presents it from the top, in a navigation
    /// controller of its own, which later pushes land on.
    public func present(_ viewModel: BaseViewModel, animated: Bool) {
        guard let controller = controller(for: viewModel), let top = stack.last else { return }
        guard !(controller is UITabBarController) else {
            assertionFailure("a tab bar screen is never presented in a navigation stack: reset the root to it")
            return
        }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.presentationController?.delegate = self
        top.present(navigation, animated: animated, completion: nil)
        weakStack.append(WeakController(navigation))
    }

    /// Pops the top screen of the navigation controller on top.
    public func pop(animated: Bool) {
        _ = (stack.last as? UINavigationController)?.popViewController(animated: animated)
    }

    /// Pops the navigation controller on top back to its first screen.
    public func popToRoot(animated: Bool) {
        _ = (stack.last as? UINavigationController)?.popToRootViewController(animated: animated)
    }

    /// The app shows only `viewModel`'s screen: what was presented is dismissed, once, from
    /// the bottom (UIKit dismisses everything above it; dismissals one by one would be
    /// dropped while the first animates), and tabs' navigators are forgotten. A tab bar
    /// screen becomes the window's root; another screen the root of the bottom navigation
    /// controller. From a tab, it resets the app's root, not the tab's.
    public func resetRoot(_ viewModel: BaseViewModel, animated: Bool) {
        if let parent {
            parent.resetRoot(viewModel, animated: animated)
            return
        }
        guard let bottom = stack.first else { return }
        if bottom.presentedViewController != nil { bottom.dismiss(animated: animated, completion: nil) }
        weakStack = [WeakController(bottom)]
        // Before the new screen is made: a tab bar makes its tabs' navigators while it is made.
        tabNavigators = [:]
        guard let controller = controller(for: viewModel) else { return }
        if let navigation = bottom as? UINavigationController, !(controller is UITabBarController) {
            navigation.setViewControllers([controller], animated: animated)
            return
        }
        // The window's root changes: to the tab bar, or from one to a navigation stack.
        guard let window else {
            assertionFailure("resetting the root to or from a tab bar screen needs the window: AppNavigation.show(in:)")
            return
        }
        let newBottom =
            controller is UITabBarController ? controller : UINavigationController(rootViewController: controller)
        showAtBottom(newBottom)
        window.rootViewController = newBottom
        strongBottom = nil
    }

    /// Dismisses the presented navigation controller on top, and what it presented.
    public func dismiss(animated: Bool) {
        let shown = stack
        guard shown.count > 1, let presented = shown.last else { return }
        weakStack.removeAll { $0.controller === presented || $0.controller == nil }
        presented.dismiss(animated: animated, completion: nil)
    }

    /// A tab's own navigator: its screens push onto `tabRoot`, present from it, and share
    /// this navigator's router.
    public func navigator(forTab tabRoot: AnyObject) -> any Navigating {
        guard let navigation = tabRoot as? UINavigationController else {
            assertionFailure("a tab's root is a UINavigationController, not \(type(of: tabRoot))")
            return self
        }
        // Tabs that are gone are forgotten.
        tabNavigators = tabNavigators.filter { !$0.value.stack.isEmpty }
        let key = ObjectIdentifier(navigation)
        if let existing = tabNavigators[key] { return existing }
        let navigator = NavigationControllerNavigator(root: navigation, router: router)
        navigator.parent = self
        tabNavigators[key] = navigator
        return navigator
    }

    /// A swipe down dismissed a presented screen: it leaves the stack, with what it presented.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let shown = stack
        guard let index = shown.firstIndex(where: { $0 === presentationController.presentedViewController }),
            index > 0
        else { return }
        weakStack = shown[..<index].map(WeakController.init)
    }

    private struct WeakController {
        weak var controller: UIViewController?
        init(_ controller: UIViewController) { self.controller = controller }
    }

    private func controller(for viewModel: BaseViewModel) -> UIViewController? {
        viewModel.navigator = self
        guard let controller = router.controller(for: viewModel) else {
            assertionFailure(
                "No controller registered for \(type(of: viewModel)): call register…Screens() on the router (a screen of the swiftui flavour is registered only where SwiftUI can be imported, as a hosting controller)"
            )
            return nil
        }
        return controller
    }
}
#endif
