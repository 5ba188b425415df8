// Part of the UIKit stand-in (see Views.swift).
import Foundation

/// What UIKit calls a selector; only carried here, never performed.
public struct Selector: Sendable {}

@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// As in UIKit, loaded on first use: `loadView()`, then `viewDidLoad()`, once.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    open var title: String?
    public let navigationItem = UINavigationItem()
    private lazy var defaultTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
    private var assignedTabBarItem: UITabBarItem?
    open var tabBarItem: UITabBarItem! {
        get { assignedTabBarItem ?? defaultTabBarItem }
        set { assignedTabBarItem = newValue }
    }

    /// The container holding this controller: a navigation or tab bar controller.
    open internal(set) weak var parent: UIViewController?
    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    private var ownPresented: UIViewController?
    private weak var ownPresenting: UIViewController?
    /// As UIKit documents (UIViewController.h): what this controller "or one of its
    /// ancestors" presents, and who presents it or its nearest presented ancestor.
    open var presentedViewController: UIViewController? { ownPresented ?? parent?.presentedViewController }
    open var presentingViewController: UIViewController? { ownPresenting ?? parent?.presentingViewController }
    /// True during the disappearance callbacks of a controller popped from its stack.
    open var isMovingFromParent: Bool { leaving == .movingFromParent }
    /// True during the disappearance callbacks of a controller being dismissed.
    open var isBeingDismissed: Bool { leaving == .beingDismissed }
    private var leaving: Leaving?
    private var ownPresentationController: UIPresentationController?

    /// As in UIKit: the presentation controller managing this controller or its nearest
    /// container; made on first use for a controller in no container, so a delegate can be
    /// set before presenting.
    open var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        if ownPresentationController == nil {
            ownPresentationController = UIPresentationController(presentedViewController: self, presenting: nil)
        }
        return ownPresentationController
    }
    enum Leaving { case movingFromParent, beingDismissed }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func loadView() {
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        precondition(loadedView != nil, "\(type(of: self)).loadView() did not set a view")
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// UIKit raises when the controller is already presented, or this one already presents.
    /// A controller in a container forwards the request up to the outermost one, which
    /// presents ("it forwards the request up the view controller hierarchy", as a full-screen
    /// or sheet presentation from a tab or a navigation stack is made by the root).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        if let parent {
            parent.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        precondition(
            viewControllerToPresent.presentingViewController == nil && viewControllerToPresent.parent == nil,
            "Application tried to present modally a view controller \(viewControllerToPresent) that is already presented or contained"
        )
        precondition(ownPresented == nil, "\(self) is already presenting \(ownPresented!)")
        ownPresented = viewControllerToPresent
        viewControllerToPresent.ownPresenting = self
        // The one made on first use (its delegate maybe set already) now has a presenter.
        viewControllerToPresent.presentationController?.presentingViewController = self
        if isViewLoaded { viewControllerToPresent.appear() }
        completion?()
    }

    /// As UIKit documents: dismisses what this controller (or an ancestor) presents, with
    /// every controller presented above it, or, when it presents nothing, itself (its
    /// presenter dismisses it). Only the topmost gets the disappearance callbacks.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController, let presenter = presented.ownPresenting {
            presenter.dismissPresentedChain()
        } else if let presenter = presentingViewController {
            presenter.dismissPresentedChain()
        }
        completion?()
    }

    private func dismissPresentedChain() {
        guard let presented = ownPresented else { return }
        var topmost = presented
        while let next = topmost.ownPresented { topmost = next }
        topmost.disappear(.beingDismissed)
        var current: UIViewController? = presented
        while let controller = current {
            current = controller.ownPresented
            controller.ownPresented = nil
            controller.ownPresenting = nil
        }
        ownPresented = nil
    }

    /// What UIKit does when a shown controller leaves: `viewWillDisappear` and
    /// `viewDidDisappear`, with `isMovingFromParent` or `isBeingDismissed` true meanwhile;
    /// a container forwards them to the child it shows (see `shownChild`).
    func disappear(_ how: Leaving?) {
        guard isViewLoaded else { return }
        leaving = how
        viewWillDisappear(false)
        shownChild?.disappear(nil)
        viewDidDisappear(false)
        leaving = nil
    }

    /// What UIKit does when a controller comes on screen (in a window, presented): loads its
    /// view, calls `viewWillAppear` and `viewDidAppear`, and does the same for the child a
    /// container shows (a navigation controller's top, a tab bar's selected tab).
    func appear() {
        loadViewIfNeeded()
        viewWillAppear(false)
        shownChild?.appear()
        viewDidAppear(false)
    }

    /// The child a container shows: a navigation controller's top, a tab bar's selected tab.
    var shownChild: UIViewController? { nil }

    private func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }
}

@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { stack.last }
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
