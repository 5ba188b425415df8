// Part of the UIKit stand-in (see Views.swift): navigation and tab bar controllers.
// Not yet checked against UINavigationController.h or UITabBarController.h (only the
// notes quoted below).
import Foundation

@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
    override var containedChildren: [UIViewController] { stack }
    override var shownChild: UIViewController? { topViewController }
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// The root "cannot be an instance of tab bar controller" (UINavigationController.h).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// UIKit raises on pushing a navigation controller, a tab bar controller ("This object
    /// cannot be a tab bar controller", UINavigationController.h), or a controller already
    /// in a container.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        precondition(!(viewController is UITabBarController), "Pushing a tab bar controller is not supported")
        precondition(
            viewController.parent == nil && !stack.contains { $0 === viewController },
            "Pushing the same view controller instance (\(viewController)) more than once is not supported"
        )
        stack.append(viewController)
        viewController.parent = self
    }

    override func detach(_ child: UIViewController) {
        stack.removeAll { $0 === child }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.removeLast()
        popped.disappear(.movingFromParent)
        popped.parent = nil
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        popped.last?.disappear(.movingFromParent)
        stack.removeLast(popped.count)
        for controller in popped { controller.parent = nil }
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in stack { controller.parent = nil }
        stack = []
        for controller in viewControllers { pushViewController(controller, animated: false) }
    }
}

@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?

    /// As UIKit is reported to do (and apps rely on it, or trip over it): a tab bar
    /// controller loads its view while it is made, so a subclass's `viewDidLoad` runs inside
    /// `init`, before whoever made it can configure it (give its view model a navigator).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        loadViewIfNeeded()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadViewIfNeeded()
    }

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    open var selectedIndex = 0
    override var shownChild: UIViewController? { selectedViewController }
    override var containedChildren: [UIViewController] { tabs ?? [] }

    override func detach(_ child: UIViewController) {
        tabs?.removeAll { $0 === child }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { new in tabs?.firstIndex { $0 === new } } ?? selectedIndex }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in tabs ?? [] { controller.parent = nil }
        for controller in viewControllers ?? [] {
            precondition(controller.parent == nil, "\(controller) is already in a container")
            controller.parent = self
        }
        tabs = viewControllers
        selectedIndex = 0
    }
}
