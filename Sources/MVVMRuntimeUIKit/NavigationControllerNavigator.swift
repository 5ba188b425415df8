#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The view layer's side of view-model based navigation (convention C10): builds each
/// requested view model's controller through the router and shows it with UIKit.
@MainActor
public final class NavigationControllerNavigator: Navigating {
    public let router: ViewControllerRouter<UIViewController>
    /// Navigation controllers, bottom first: presenting a screen pushes a new one.
    private var stack: [UINavigationController]

    public init(root: UINavigationController, router: ViewControllerRouter<UIViewController>) {
        self.router = router
        self.stack = [root]
    }

    public func push(_ viewModel: BaseViewModel, animated: Bool) {
        guard let controller = controller(for: viewModel), let top = stack.last else { return }
        top.pushViewController(controller, animated: animated)
    }

    public func present(_ viewModel: BaseViewModel, animated: Bool) {
        guard let controller = controller(for: viewModel), let top = stack.last else { return }
        let navigation = UINavigationController(rootViewController: controller)
        top.present(navigation, animated: animated, completion: nil)
        stack.append(navigation)
    }

    public func pop(animated: Bool) {
        _ = stack.last?.popViewController(animated: animated)
    }

    public func dismiss(animated: Bool) {
        guard stack.count > 1 else { return }
        let presented = stack.removeLast()
        presented.dismiss(animated: animated, completion: nil)
    }

    private func controller(for viewModel: BaseViewModel) -> UIViewController? {
        viewModel.navigator = self
        guard let controller = router.controller(for: viewModel) else {
            assertionFailure("No controller registered for \(type(of: viewModel))")
            return nil
        }
        return controller
    }
}
#endif
