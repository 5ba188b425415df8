// Part of the UIKit stand-in (see Views.swift): bar items and navigation items (alerts are in
// Alerts.swift). UITabBarItem checked against UITabBarItem.h (iOS 17 SDK: itsnebulalol/sdks,
// iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarItem.h). Not yet
// checked against UIBarItem.h, UIBarButtonItem.h or UINavigationItem.h (no public mirror
// found); UIBarItem's identifier: UIAccessibilityIdentification.h.
import Foundation

@MainActor
open class UIBarItem: NSObject, UIAccessibilityIdentification {
    open var accessibilityIdentifier: String?
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable { case plain, done }
    open var primaryAction: UIAction?

    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        super.init()
        self.title = title
    }

    /// As in UIKit, the item shows the action's title when it is given no title of its own.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title ?? primaryAction?.title, style: .plain, target: nil, action: nil)
        self.image = image
        self.primaryAction = primaryAction
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

    /// The designated initializer, as in the header; the others are convenience ones.
    public override init() { super.init() }

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

@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    /// UINavigationItem.h: `@property(nullable, nonatomic, strong) UIView *titleView;`, shown
    /// in place of the title.
    open var titleView: UIView?

    public override init() { super.init() }
    public init(title: String) {
        super.init()
        self.title = title
    }
}
