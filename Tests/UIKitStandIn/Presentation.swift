// Part of the UIKit stand-in (see Views.swift): windows and presentation controllers;
// the scenes windows belong to are in Scenes.swift.
// Checked against UIWindow.h and UIPresentationController.h (iOS 18.2 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/), for the members
// declared here. Left out: a window's screen, level, events and coordinate conversions; a
// presentation controller's views, frames, transitions, adaptivity and trait overrides, and
// the delegate's adaptivity methods (a delegate may still implement them).

@MainActor
open class UIWindow: UIView {
    /// As UIKit documents: "If the window has an existing view hierarchy, the old views are
    /// removed before the new ones are installed": in a shown window the old root disappears
    /// and the new one appears.
    open var rootViewController: UIViewController? {
        didSet {
            guard isKeyWindow, rootViewController !== oldValue else { return }
            oldValue?.disappear(nil)
            rootViewController?.appear()
        }
    }
    open private(set) var isKeyWindow = false
    /// The scene showing the window (weak, as in UIKit, which keeps no window either):
    /// setting it moves the window to that scene's `windows`; nil takes it out of any.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A window in `windowScene`, listed in its `windows`, as large as its screen (an
    /// iPhone's here, as the stand-in's root views are).
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        windowScene.add(self)  // observers do not run for a property set in its own initializer
    }

    /// True here; a subclass returns false for a window that must not become key (iOS 15).
    open var canBecomeKey: Bool { true }

    /// Makes the window its scene's key window without showing it: the scene's key window
    /// until then resigns (one key window per scene), and each is told, as UIKit tells them.
    /// A window that cannot become key stays as it is.
    open func makeKey() {
        guard canBecomeKey, !isKeyWindow else { return }
        for other in windowScene?.windows ?? [] where other !== self && other.isKeyWindow {
            other.isKeyWindow = false
            other.resignKey()
        }
        isKeyWindow = true
        becomeKey()
    }

    /// UIKit calls it when the window becomes key; an override point, never called by code.
    open func becomeKey() {}
    /// UIKit calls it when the window stops being key; an override point, never called by code.
    open func resignKey() {}

    /// UIKit shows the root controller (and what it shows) when the window becomes visible.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        rootViewController?.appear()
    }
}

/// UIKit's optional delegate methods; each default does what UIKit does without a delegate.
/// Only an interactive dismissal (a swipe down) calls them, never `dismiss(animated:)`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
open class UIPresentationController: NSObject {
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Unowned here (strong in UIKit): the presented controller keeps its presentation
    /// controller, and the stand-in breaks no cycle on dismissal.
    private unowned let presented: UIViewController
    /// Set when the controller is presented (`present(_:animated:completion:)`).
    weak var presenter: UIViewController?

    open var presentedViewController: UIViewController { presented }

    /// Not optional, as in the header. UIKit sets it when it presents the controller; reading
    /// it before then traps here (UIKit hands Swift a nil it cannot check).
    open var presentingViewController: UIViewController {
        guard let presenter else {
            preconditionFailure("\(presented) is not presented: it has no presenting view controller yet")
        }
        return presenter
    }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// What a person's swipe down does in UIKit: asks the delegate, then dismisses and
    /// tells it so. Not UIKit API; for tests of interactive dismissal.
    @_spi(StandIn) public func dismissInteractively() {
        guard let presenting = presentedViewController.presentingViewController else { return }
        guard delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presenting.dismiss(animated: true, completion: nil)
        delegate?.presentationControllerDidDismiss(self)
    }
}
