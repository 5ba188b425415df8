// Part of the UIKit stand-in (see Views.swift, whose header names the SDK headers these were
// checked against): colours, fonts, text alignment and labels.
import Foundation

/// An NSObject, Sendable and not main-actor isolated (NS_SWIFT_SENDABLE, no UI actor), as in
/// UIColor.h. Colours made from the same components are equal, as UIKit's `isEqual:` says
/// for colours in one colour space.
open class UIColor: NSObject, @unchecked Sendable {
    private let components: [CGFloat]

    public init(white: CGFloat, alpha: CGFloat) {
        components = [white, white, white, alpha]
        super.init()
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return components == other.components
    }

    open override var hash: Int { components.hashValue }

    /// Returns a colour with the same red, green and blue and `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    // The header's grey and primary colours (UIColor.h gives their components).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    // System colours (UIInterface.h, not yet checked); their components here are placeholders.
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0.4, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) }
}

/// An NSObject, not main-actor isolated, as in UIFont.h. Sendable (UIFont.h of the iOS 14 SDK
/// predates sendability annotations; UIColor and UIFontDescriptor are NS_SWIFT_SENDABLE in
/// the iOS 18 SDK, and fonts are immutable).
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFontTextStyle`, an NS_TYPED_ENUM of NSString (UIFontDescriptor.h): a struct, its
    /// constants' values as UIKit's (largeTitle is "UICTFontTextStyleTitle0", subheadline
    /// "UICTFontTextStyleSubhead").
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// iOS 17; this value is assumed, not checked.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// iOS 17; this value is assumed, not checked.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `UIFontWeight`, an NS_TYPED_EXTENSIBLE_ENUM of CGFloat (UIFontDescriptor.h).
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    open private(set) var pointSize: CGFloat
    open private(set) var fontName: String

    private init(name: String, pointSize: CGFloat) {
        self.fontName = name
        self.pointSize = pointSize
        super.init()
    }

    /// Failable, as in UIKit, which returns nil for a font it does not have. The stand-in
    /// cannot see the system's fonts or those the app bundles (Info.plist's UIAppFonts): it
    /// has every font named, so code runs as on a device that has it; only an empty name
    /// gives nil. Unwrap the result as on a device.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(name: fontName, pointSize: fontSize)
    }

    /// The text style's size at the default (large) content size category.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15,
            .body: 17, .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        return UIFont(name: style.rawValue, pointSize: sizes[style] ?? 17)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI", pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI", pointSize: fontSize) }
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: ".SFUI", pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", pointSize: fontSize)
    }
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI", pointSize: fontSize)
    }
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-Mono", pointSize: fontSize)
    }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: fontName, pointSize: fontSize) }
}

/// `NSTextAlignment` (NSText.h), numbered as on iOS: natural is 4.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

@MainActor
open class UILabel: UIView {
    open var text: String?
    private var assignedTextColor: UIColor?
    private var assignedFont: UIFont?
    /// null_resettable: nil sets it back to the label colour.
    open var textColor: UIColor! {
        get { assignedTextColor ?? .label }
        set { assignedTextColor = newValue }
    }
    /// null_resettable: nil sets it back to the system font of 17 points.
    open var font: UIFont! {
        get { assignedFont ?? .systemFont(ofSize: 17) }
        set { assignedFont = newValue }
    }
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var isHighlighted = false

    /// A label's user interaction is off by default (UILabel.h).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
