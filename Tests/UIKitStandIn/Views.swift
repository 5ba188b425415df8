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
// UIKit.framework/Headers); a declaration not yet checked says so.
// Here UIView.h, UILabel.h, UIColor.h and UIFont.h are not yet checked;
// UIAccessibilityIdentification.h is (an iOS 17 or later SDK's, found by the code index
// without its repository).
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
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, center }

    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var autoresizingMask: AutoresizingMask = []
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// False: touches pass the view and its subviews by (UIView.h: default YES).
    open var isUserInteractionEnabled = true
    open var accessibilityIdentifier: String?
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

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
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Moves `view`, a subview, to the end of `subviews`: drawn over its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether a touch can reach the view: hit testing skips hidden views, views with user
    /// interaction off and views with alpha under 0.01, with everything under them.
    var receivesTouches: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= 0.01 && (superview?.receivesTouches ?? true)
    }

    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func setNeedsLayout() {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

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

public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

@MainActor
open class NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

@MainActor
open class UIColor: @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0.4, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

@MainActor
open class UIFont {
    public enum TextStyle: Sendable { case body, headline, title1, largeTitle, caption1, subheadline }
    public struct Weight: Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let bold = Weight()
    }
    public init() {}
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont() }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, natural }

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var font: UIFont?
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
}
