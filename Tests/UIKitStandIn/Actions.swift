// Part of the UIKit stand-in (see Views.swift): menu elements and actions.
// Checked against UIMenuElement.h and UIAction.h (iOS 18.2 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/), UIMenuLeaf.h
// (iOS 18 SDK) for `performWithSender(_:target:)`, and, for what Swift imports, Apple's
// documentation of UIAction's initializer and of UIActionHandler (Averyy/apple-dev-docs,
// documentation/UIKit/uiaction/init-titleimageidentifierdiscoverabilitytitleattributesstatehandler.md,
// documentation/UIKit/uiactionhandler.md). Left out: UIMenu (no menus here), the iOS 15 and
// 17 initializers with `subtitle:` and `selectedImage:`, decoding (`init?(coder:)`) and
// NSCopying's `copy()`.
import Foundation

@MainActor
open class UIMenuElement: NSObject, UIAccessibilityIdentification {
    /// `UIMenuElementAttributes`, an NS_OPTIONS of NSUInteger.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElementState`, an NS_ENUM of NSInteger.
    public enum State: Int, Sendable { case off, on, mixed }

    /// Read-only here, as in the header; UIAction makes it settable.
    open internal(set) var title: String
    open var subtitle: String?
    /// Read-only here, as in the header; UIAction makes it settable.
    open internal(set) var image: UIImage?
    open var accessibilityIdentifier: String?

    /// UIKit's `init` is unavailable: elements come from their subclasses' initializers.
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// Not main-actor isolated, as Apple documents it; a closure written in main-actor code is
/// isolated to it all the same.
public typealias UIActionHandler = (UIAction) -> Void

/// A class, as in UIKit (a menu element): controls keep it, and
/// `performWithSender(_:target:)` (UIMenuLeaf, iOS 16) or a control's `sendAction(_:)` runs it.
@MainActor
open class UIAction: UIMenuElement {
    /// `UIActionIdentifier`, an NS_TYPED_EXTENSIBLE_ENUM of NSString.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    private let handler: UIActionHandler
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    open var discoverabilityTitle: String?
    /// The one given, or one made for the action, unique to it (and to its copies).
    open private(set) var identifier: Identifier
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open private(set) var sender: Any?

    private init(title: String, image: UIImage?, identifier: Identifier, handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier
        attributes = []
        state = .off
        super.init(title: title, image: image)
    }

    /// A convenience initializer, as in UIKit.
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        let identifier = identifier ?? Identifier("com.apple.uikit.action.\(UUID().uuidString)")
        self.init(title: title, image: image, identifier: identifier, handler: handler)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    open func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
    }

    /// What UIKit's NSCopying gives (a bar button item keeps a copy of its primary action):
    /// another action, with the same handler and identifier. Not UIKit API; `copy()` is not
    /// modelled (NSCopying's requirement is not main-actor isolated).
    func copied() -> UIAction {
        let copy = UIAction(title: title, image: image, identifier: identifier, handler: handler)
        copy.subtitle = subtitle
        copy.accessibilityIdentifier = accessibilityIdentifier
        copy.discoverabilityTitle = discoverabilityTitle
        copy.attributes = attributes
        copy.state = state
        return copy
    }
}
