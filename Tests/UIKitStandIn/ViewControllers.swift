// Part of the UIKit stand-in (see Views.swift); the containers are in Containers.swift.
// Containment, presentation and appearance checked against
// UIKit.framework/Headers/UIViewController.h (iOS 18 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h), including
// isMovingToParent and isBeingPresented (readonly BOOLs, getters isMovingToParentViewController
// and isBeingPresented).
import Foundation

/// `UIModalTransitionStyle`, an NS_ENUM of NSInteger (UIViewController.h).
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// `UIModalPresentationStyle`, an NS_ENUM of NSInteger (UIViewController.h), numbered as
/// there; `blurOverFullScreen` (8) is tvOS only, so left out.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

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
        set {
            loadedView = newValue
            newValue?.owningController = self
        }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// As UIKit documents: setting it updates the title of the navigation item and of the
    /// tab bar item.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem.title = title
        }
    }
    /// `.automatic` by default (iOS 13); the stand-in presents every style alike.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// UINavigationController.h's category; the stand-in has no bottom bar to hide.
    open var hidesBottomBarWhenPushed = false
    private let ownNavigationItem = UINavigationItem()
    /// `readonly` in UINavigationController.h's category on UIViewController: a getter a
    /// subclass may override.
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private lazy var defaultTabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
    private var assignedTabBarItem: UITabBarItem?
    open var tabBarItem: UITabBarItem! {
        get { assignedTabBarItem ?? defaultTabBarItem }
        set { assignedTabBarItem = newValue }
    }

    /// The container holding this controller: a navigation or tab bar controller, or the one
    /// that called `addChild(_:)`.
    open internal(set) weak var parent: UIViewController?
    private var addedChildren: [UIViewController] = []
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
    /// True during the appearance callbacks of a controller pushed onto a shown stack, or
    /// added with `addChild(_:)` to a shown parent whose view then takes its view.
    open var isMovingToParent: Bool { arriving == .movingToParent }
    /// True during the appearance callbacks of a controller being presented.
    open var isBeingPresented: Bool { arriving == .beingPresented }
    private var leaving: Leaving?
    private var arriving: Arriving?
    /// Between `appear()` and `disappear(_:)`: what UIKit shows (its appearance callbacks ran).
    private(set) var isShown = false
    /// Added with `addChild(_:)`, not yet shown: its first appearance is a move to the parent.
    private var addedNotYetShown = false
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
    enum Arriving { case movingToParent, beingPresented }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    /// NSObject's `-init`, which Swift lets every imported Objective-C class inherit:
    /// `UIViewController()`, `UINavigationController()`. A Swift subclass with its own
    /// designated initializer loses it, as in UIKit.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
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

    /// A container's children (a navigation stack, the tabs) and those added with
    /// `addChild(_:)`; never what it presents.
    open var children: [UIViewController] { containedChildren + addedChildren }
    var containedChildren: [UIViewController] { [] }

    /// As UIViewController.h says: takes `childController` from its parent first, calls its
    /// `willMove(toParent:)`, but not `didMove(toParent:)`, which the container calls.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        addedChildren.append(childController)
        childController.parent = self
        childController.addedNotYetShown = true
    }

    /// As UIKit documents: calls `didMove(toParent: nil)` after removing, not `willMove`.
    open func removeFromParent() {
        guard let parent else { return }
        parent.detach(self)
        self.parent = nil
        didMove(toParent: nil)
    }

    /// What `removeFromParent()` does to the parent's own list; containers override it.
    func detach(_ child: UIViewController) {
        addedChildren.removeAll { $0 === child }
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

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
        viewControllerToPresent.presentationController?.presenter = self
        if isViewLoaded { viewControllerToPresent.appear(.beingPresented) }
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
        for child in shownChildren { child.disappear(nil) }
        viewDidDisappear(false)
        leaving = nil
        isShown = false
    }

    /// What UIKit does when a controller comes on screen (in a window, presented): loads its
    /// view, calls `viewWillAppear` and `viewDidAppear`, and does the same for the child a
    /// container shows (a navigation controller's top, a tab bar's selected tab).
    /// Once until it disappears, as in UIKit.
    func appear(_ how: Arriving? = nil) {
        guard !isShown else { return }
        loadViewIfNeeded()
        isShown = true
        arriving = how ?? (addedNotYetShown ? .movingToParent : nil)
        addedNotYetShown = false
        viewWillAppear(false)
        for child in shownChildren { child.appear() }
        viewDidAppear(false)
        arriving = nil
    }

    /// What UIKit does when a child's view enters a shown parent's view (UIViewController.h:
    /// appearance callbacks are forwarded to children automatically): the child appears;
    /// taken out of it again, the child disappears.
    func rootViewMoved(into superview: UIView?) {
        guard let superview else {
            if isShown { disappear(nil) }
            return
        }
        guard let parent, parent.isShown, let parentView = parent.viewIfLoaded else { return }
        var current: UIView? = superview
        while let view = current, view !== parentView { current = view.superview }
        if current != nil { appear() }
    }

    /// The child a container shows: a navigation controller's top, a tab bar's selected tab.
    var shownChild: UIViewController? { nil }

    /// The children whose appearance follows this controller's, as UIKit forwards it: the
    /// child a container shows, and added children whose view is in this one's.
    private var shownChildren: [UIViewController] {
        let added = addedChildren.filter { child in
            var view = child.viewIfLoaded
            while let current = view, current !== viewIfLoaded { view = current.superview }
            return view != nil
        }
        return (shownChild.map { [$0] } ?? []) + added
    }

    private func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }
}
