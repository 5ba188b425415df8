// Part of the UIKit stand-in (see Views.swift): windows and presentation controllers;
// the scenes windows belong to are in Scenes.swift.
// Not yet checked against UIWindow.h or UIPresentationController.h. Mirrors exist, not read
// in the last pass: xiangfeidexiaohuo/iOS-SDKs, iPhoneOS18.0.sdk/System/Library/Frameworks/
// UIKit.framework/Headers/UIWindow.h and UIPresentationController.h.

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

    /// UIKit shows the root controller (and what it shows) when the window becomes visible;
    /// the scene's key window until then stops being key (one key window per scene).
    open func makeKeyAndVisible() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
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
    public unowned let presentedViewController: UIViewController
    open internal(set) weak var presentingViewController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
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
