// Part of the UIKit stand-in (see Views.swift): bar items and navigation items (alerts are in
// Alerts.swift). Not yet checked against UIBarItem.h, UIBarButtonItem.h, UITabBarItem.h or
// UINavigationItem.h; UIBarItem's identifier: UIAccessibilityIdentification.h.
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
    open var selectedImage: UIImage?
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init(title: title, image: image, selectedImage: nil)
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
