// Part of the UIKit stand-in (see Views.swift): spinners, stacks and images.
// UIActivityIndicatorView checked against UIKit.framework/Headers/UIActivityIndicatorView.h
// (iOS 17 SDK); UIImage's class and its two initializers against UIImage.h (iOS 18 SDK:
// xiangfeidexiaohuo/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIImage.h); UIStackView
// and UIImageView not yet checked.
import Foundation

@MainActor
open class UIActivityIndicatorView: UIView {
    /// As the header numbers them: medium is 100, large 101 (0 to 2 are the deprecated styles).
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    open var style: Style
    open var color: UIColor!
    open private(set) var isAnimating = false
    /// True by default: a stopped indicator is hidden, as UIKit documents (it sets `isHidden`).
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Not failable, as the header declares it: a subclass writes `required init(coder:)`.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = true
    }

    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

@MainActor
open class UIStackView: UIView {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    public enum Distribution: Int, Sendable { case fill, fillEqually }
    open var axis: Axis = .horizontal
    open var spacing: CGFloat = 0
    open var distribution: Distribution = .fill
    open var isLayoutMarginsRelativeArrangement = false
    open private(set) var arrangedSubviews: [UIView] = []

    /// As in UIKit, arranged subviews are subviews too.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
}

/// Sendable in UIKit (NS_SWIFT_SENDABLE), not main-actor isolated. Both initializers are
/// failable, as in UIKit, which returns nil for a name it has no image for. Linux has no
/// asset catalog and no SF Symbols to look in: the stand-in assumes the app ships every
/// image it names, so code and tests run as on a device where the image is there; only an
/// empty name, which names no image anywhere, gives nil. Unwrap the result as on a device.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name it was made with, for tests. Not UIKit API.
    @_spi(StandIn) public let name: String

    private init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name)
    }

    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name)
    }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
