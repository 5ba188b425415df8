// Part of the UIKit stand-in (see Views.swift).
import Foundation

@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    open var title: String?
    open var isEnabled = true
    public init(title: String?, style: Style, target: Any?, action: Selector?) { self.title = title }
    public init(title: String?, primaryAction: UIAction?) { self.title = title }
}

public struct Selector: Sendable {}

@MainActor
open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    public init() {}
}

@MainActor
open class UIViewController: UIResponder {
    open var view: UIView! = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    open var title: String?
    public let navigationItem = UINavigationItem()
    open var navigationController: UINavigationController? { nil }
    open private(set) var presentedViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        presentedViewController = viewControllerToPresent
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { presentedViewController = nil }
}

@MainActor
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open func addAction(_ action: UIAlertAction) {}
}

@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {}
}
