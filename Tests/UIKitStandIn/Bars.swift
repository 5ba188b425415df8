// Part of the UIKit stand-in (see Views.swift): bar items (navigation items:
// NavigationItems.swift; alerts: Alerts.swift).
// UIBarItem and UIBarButtonItem checked against UIBarButtonItem.h (an iOS 15 SDK's, found by
// the code index without its repository) and the Swift interface of an iOS 14 SDK
// (DougGregor/swift-concurrency-objc, iOS/UIKit/UIBarItem.swift and UIBarButtonItem.swift,
// which also has the Swift-only initializers), with Apple's documentation of `primaryAction`
// (Averyy/apple-dev-docs, documentation/UIKit/uibarbuttonitem/primaryaction.md). No UIMenu
// here: the `menu:` parameters and property are left out, and the initializers that need
// one; so are `fixedSpace(_:)`, `flexibleSpace()` (toolbars are not modelled), appearance
// methods and iOS 26's `Style.prominent` (its number is not in a header read).
// UITabBarItem checked against UITabBarItem.h (iOS 17 SDK: itsnebulalol/sdks,
// iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarItem.h).
// UIBarItem's identifier: UIAccessibilityIdentification.h.
import Foundation

@MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var tag = 0

    /// The designated initializers, as in the header: `init?(coder:)` is required (NSCoding),
    /// so a subclass with its own designated initializer writes it too. Decodes nothing here.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    /// `UIBarButtonItemStyle`, an NS_ENUM of NSInteger, numbered as the header numbers it.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, renamed: "plain")
        case bordered = 1
        case done = 2
    }

    /// `UIBarButtonSystemItem`, an NS_ENUM of NSInteger, in the header's order.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        case fastForward, undo, redo
        @available(*, deprecated, message: "deprecated in iOS 11")
        case pageCurl
        case close
    }

    open var style = Style.plain
    open var width: CGFloat = 0
    open var possibleTitles: Set<String>?
    open var customView: UIView?
    open var action: Selector?
    open weak var target: AnyObject?
    open var tintColor: UIColor?
    /// iOS 15.
    open var isSelected = false
    /// iOS 15.
    open var changesSelectionAsPrimaryAction = false
    /// iOS 16.
    open var isHidden = false
    /// The system item it was made as; UIKit keeps it private.
    private var systemItem: SystemItem?
    private var storedPrimaryAction: UIAction?

    /// @NSCopying, as in UIKit: the item keeps a copy (same handler and identifier), not the
    /// action given. Setting one sets the item's title and image to the action's, unless the
    /// item is a system item; nil leaves them.
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue?.copied()
            guard let action = storedPrimaryAction, systemItem == nil else { return }
            title = action.title
            image = action.image
        }
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        setUp(style: style, target: target, action: action)
    }

    public convenience init(
        image: UIImage?,
        landscapeImagePhone: UIImage?,
        style: Style,
        target: Any?,
        action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        setUp(style: style, target: target, action: action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        setUp(style: .plain, target: target, action: action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14, Swift only. A system item ignores the action's title and image.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// iOS 14, Swift only: a plain item with the action's title and image, unless `title` or
    /// `image` is given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
        if let title { self.title = title }
        if let image { self.image = image }
    }

    private func setUp(style: Style, target: Any?, action: Selector?) {
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }
}

@MainActor
open class UITabBarItem: UIBarItem {
    /// `UITabBarSystemItem`, an NS_ENUM of NSInteger.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
        case downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?

    /// The designated initializers, as in the header; the others are convenience ones.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
