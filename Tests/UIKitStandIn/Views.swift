// A stand-in for the parts of UIKit that mvvmgen's controller skeletons and the examples'
// controllers use. UIKit is missing on Linux; compiled as a module named UIKit, this lets
// the tests type-check controller code there, and run it (scripts/run-controllers.sh).
// Signatures, isolation and roots follow UIKit's (NSObject, @MainActor); where our code
// relies on behaviour (view loading, navigation stacks, presentation, cell registration,
// actions) it behaves as Apple documents (each place names the header or page), and where
// UIKit raises an exception it traps. Neither looser nor stricter than UIKit: a stricter
// stand-in makes people write code Xcode rejects. Add what new code needs, with UIKit's
// exact signatures.
//
// Each file names the SDK headers its declarations were checked against (public mirrors of
// UIKit.framework/Headers); a declaration not yet checked says so. Here:
// - UIView: UIView.h (iOS 18 SDK: xiangfeidexiaohuo/iOS-SDKs,
//   iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h): its first part
//   (class, geometry with `sizeThatFits:` and `sizeToFit`, hierarchy, ContentMode,
//   AutoresizingMask); `endEditing(_:)` is UITextField.h's.
// - UILabel: UILabel.h (iOS 17 SDK: itsnebulalol/sdks,
//   iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h).
// - UIColor: UIColor.h (iOS 18 SDK: xybp888/iOS-SDKs,
//   iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIColor.h); the system
//   colours (`label`, `systemRed`, ...) are UIInterface.h's, not yet checked.
// - UIFont: UIFont.h (phracker/MacOSX-SDKs, MacOSX11.0.sdk/System/iOSSupport/System/Library/
//   Frameworks/UIKit.framework/Versions/A/Headers/UIFont.h, the iOS 14 SDK's); its TextStyle and
//   Weight: UIFontDescriptor.h (iOS 18 SDK: xybp888/iOS-SDKs, same folder as UIColor.h).
// - NSLayoutConstraint and UILayoutPriority: no iOS 17 or later header found; the Swift
//   interface in DougGregor/swift-concurrency-objc, iOS/UIKit/NSLayoutConstraint.swift (an
//   iOS 14 SDK's), and Apple's documentation for the class's isolation (Averyy/apple-dev-docs,
//   documentation/UIKit/nslayoutconstraint/constant.md: `@MainActor var constant`) and for
//   Axis being Sendable (documentation/UIKit/nslayoutconstraint/axis.md).
// - UIAccessibilityIdentification.h (an iOS 17 or later SDK's, found by the code index
//   without its repository).
@_exported import Foundation  // as UIKit does

/// Views, bar items, alert actions and menu elements adopt it; only the property is
/// main-actor isolated, as in the header.
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    @MainActor var accessibilityIdentifier: String? { get set }
}

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor
open class UIView: UIResponder, UIAccessibilityIdentification {
    /// `UIViewAutoresizing`, an NS_OPTIONS of NSUInteger.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIViewContentMode`, numbered as the header numbers it (center is 4).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    open var frame: CGRect
    /// Zero origin and the frame's size; setting it sets the frame's size (the view is
    /// never transformed here).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var contentMode: ContentMode = .scaleToFill
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var clipsToBounds = false
    /// False: touches pass the view and its subviews by (UIView.h: default YES).
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// The controller whose `view` this is: UIKit forwards appearance to a child controller
    /// when its view enters a shown parent's.
    weak var owningController: UIViewController?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// As UIView.h: takes `view` from its superview first; an index past the end appends.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
        view.didMoveToSuperview()
        view.owningController?.rootViewMoved(into: self)
    }

    /// Moves `view`, a subview, to the end of `subviews`: drawn over its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, to the start of `subviews`: drawn under its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
        owningController?.rootViewMoved(into: nil)
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToSuperview() {}

    /// True for the view itself, as UIView.h says.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Searches the view itself first, then its subviews, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether a touch can reach the view: hit testing skips hidden views, views with user
    /// interaction off and views with alpha under 0.01, with everything under them.
    var receivesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= 0.01 && (superview?.receivesTouches ?? true)
    }

    /// UIView.h (UIViewGeometry): the best size for `size`, without resizing the view; by
    /// default its current size. The stand-in measures no content, so no subclass overrides it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// UIView.h: calls `sizeThatFits(_:)` with the current bounds' size and takes that size.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// Declared in UITextField.h; the stand-in has no first responder to resign.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority,
        for axis: NSLayoutConstraint.Axis
    ) {}

    /// NSLayoutConstraint.h. The stand-in lays nothing out: the fitting size is the target
    /// width and the view's current height.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: bounds.height)
    }
}

/// `UILayoutPriority`, an NS_TYPED_EXTENSIBLE_ENUM of float.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An NSObject, main-actor isolated, as Apple documents it; only its `Axis` is here.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// `UILayoutConstraintAxis`, an NS_ENUM of NSInteger.
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
