// Part of the UIKit stand-in (see Views.swift): navigation and tab bar controllers.
// Checked against UINavigationController.h (iOS 18 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationController.h)
// and UITabBarController.h (iOS 18 SDK: xiangfeidexiaohuo/iOS-SDKs, same path), for the
// members declared here; the delegates carry only the methods named below, bars are not
// modelled (no navigationBar, toolbar or tabBar), nor iOS 18's UITab API.
import Foundation

/// Optional methods in UIKit; the defaults do nothing.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    private var stack: [UIViewController] = []
    private var isSettingStack = false

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
        let previous = stack.last
        stack.append(viewController)
        viewController.parent = self
        // On screen, the top changes: the old one disappears, the pushed one appears, its
        // `isMovingToParent` true meanwhile.
        if isShown, !isSettingStack {
            previous?.disappear(nil)
            show(viewController, .movingToParent)
        }
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
        if isShown, let top = stack.last { show(top, nil) }
        return popped
    }

    /// Pops until `viewController` is on top; nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        return popAll(after: index)
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        return popAll(after: 0)
    }

    private func popAll(after index: Int) -> [UIViewController] {
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        popped.last?.disappear(.movingFromParent)
        stack.removeLast(popped.count)
        for controller in popped { controller.parent = nil }
        if isShown, let top = stack.last { show(top, nil) }
        return popped
    }

    /// A new top on screen: the delegate hears of it around its appearance.
    private func show(_ top: UIViewController, _ how: Arriving?) {
        delegate?.navigationController(self, willShow: top, animated: false)
        top.appear(how)
        delegate?.navigationController(self, didShow: top, animated: false)
    }

    /// On screen, a new top appears and the old one disappears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let previous = stack.last
        let shown = isShown
        if shown, previous !== viewControllers.last { previous?.disappear(nil) }
        for controller in stack { controller.parent = nil }
        stack = []
        isSettingStack = true
        for controller in viewControllers { pushViewController(controller, animated: false) }
        isSettingStack = false
        if shown, previous !== viewControllers.last, let top = viewControllers.last { show(top, nil) }
    }
}

/// Optional methods in UIKit; the defaults do what UIKit does without them: every tab may be
/// selected, and nothing else happens.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController,
        shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var isSettingTabs = false
    open weak var delegate: (any UITabBarControllerDelegate)?

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
    /// On screen, selecting another tab makes the old one disappear and the new one appear.
    open var selectedIndex = 0 {
        didSet {
            guard isShown, !isSettingTabs, oldValue != selectedIndex, let tabs else { return }
            if tabs.indices.contains(oldValue) { tabs[oldValue].disappear(nil) }
            selectedViewController?.appear()
        }
    }
    override var shownChild: UIViewController? { selectedViewController }
    override var containedChildren: [UIViewController] { tabs ?? [] }

    override func detach(_ child: UIViewController) {
        tabs?.removeAll { $0 === child }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { selectedIndex = newValue.flatMap { new in tabs?.firstIndex { $0 === new } } ?? selectedIndex }
    }

    /// What a person's tap on a tab does: the delegate may refuse, else the tab is selected
    /// and the delegate told (selecting in code tells it nothing). Not UIKit API.
    @_spi(StandIn) @discardableResult public func tapTab(at index: Int) -> Bool {
        guard let tabs, tabs.indices.contains(index) else { return false }
        guard delegate?.tabBarController(self, shouldSelect: tabs[index]) ?? true else { return false }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: tabs[index])
        return true
    }

    /// On screen, the selected tab changes: the old one disappears, the first new one appears.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = isShown ? selectedViewController : nil
        previous?.disappear(nil)
        for controller in tabs ?? [] { controller.parent = nil }
        for controller in viewControllers ?? [] {
            precondition(controller.parent == nil, "\(controller) is already in a container")
            controller.parent = self
        }
        tabs = viewControllers
        isSettingTabs = true
        selectedIndex = 0
        isSettingTabs = false
        if isShown { selectedViewController?.appear() }
    }
}
