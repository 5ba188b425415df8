#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The view layer's side of view-model based navigation (convention C10): builds each
/// requested view model's controller through the router and shows it with UIKit.
///
/// It knows the navigation controllers it shows, bottom first: its root, then one per
/// presented screen; weakly, since the window, the tab bar or the presenter owns them. A presented screen swiped down (an interactive dismissal) leaves the
/// stack through the presentation controller's delegate, so later pushes go to what shows.
@MainActor
public final class NavigationControllerNavigator: NSObject, Navigating, UIAdaptivePresentationControllerDelegate {
    public let router: ViewControllerRouter<UIViewController>
    private var weakStack: [WeakNavigation]
    private var stack: [UINavigationController] { weakStack.compactMap(\.navigation) }
    /// The navigators of tabs shown under this one, by their stack; kept while the tab is.
    private var tabNavigators: [ObjectIdentifier: NavigationControllerNavigator] = [:]
    /// For a tab's navigator: the navigator of the stack that shows the tab bar, which a
    /// reset of the root goes to.
    private weak var parent: NavigationControllerNavigator?

    public init(root: UINavigationController, router: ViewControllerRouter<UIViewController>) {
        self.router = router
        self.weakStack = [WeakNavigation(root)]
    }

    /// The navigation controllers shown, bottom first.
    public var navigationControllers: [UINavigationController] { stack }

    public func push(_ viewModel: BaseViewModel, animated: Bool) {
        guard let controller = controller(for: viewModel), let top = stack.last else { return }
        top.pushViewController(controller, animated: animated)
    }

    public func present(_ viewModel: BaseViewModel, animated: Bool) {
        guard let controller = controller(for: viewModel), let top = stack.last else { return }
        let navigation = UINavigationController(rootViewController: controller)
        navigation.presentationController?.delegate = self
        top.present(navigation, animated: animated, completion: nil)
        weakStack.append(WeakNavigation(navigation))
    }

    public func pop(animated: Bool) {
        _ = stack.last?.popViewController(animated: animated)
    }

    public func popToRoot(animated: Bool) {
        _ = stack.last?.popToRootViewController(animated: animated)
    }

    /// The app's root stack shows only `viewModel`'s screen: presented stacks are dismissed
    /// and tabs' navigators forgotten. From a tab, it resets the app's root, not the tab's.
    public func resetRoot(_ viewModel: BaseViewModel, animated: Bool) {
        if let parent {
            parent.resetRoot(viewModel, animated: animated)
            return
        }
        guard let root = stack.first, let controller = controller(for: viewModel) else { return }
        dismissPresented(animated: animated)
        tabNavigators = [:]
        root.setViewControllers([controller], animated: animated)
    }

    /// Dismisses every stack presented through this navigator or its tabs', topmost first.
    private func dismissPresented(animated: Bool) {
        for tab in tabNavigators.values { tab.dismissPresented(animated: animated) }
        for presented in stack.dropFirst().reversed() { presented.dismiss(animated: animated, completion: nil) }
        weakStack = Array(weakStack.prefix(1))
    }

    public func dismiss(animated: Bool) {
        let shown = stack
        guard shown.count > 1, let presented = shown.last else { return }
        weakStack.removeAll { $0.navigation === presented || $0.navigation == nil }
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
        weakStack = shown[..<index].map(WeakNavigation.init)
    }

    private struct WeakNavigation {
        weak var navigation: UINavigationController?
        init(_ navigation: UINavigationController) { self.navigation = navigation }
    }

    private func controller(for viewModel: BaseViewModel) -> UIViewController? {
        viewModel.navigator = self
        guard let controller = router.controller(for: viewModel) else {
            assertionFailure(
                "No controller registered for \(type(of: viewModel)): call register…Screens() on the router"
            )
            return nil
        }
        return controller
    }
}
#endif
