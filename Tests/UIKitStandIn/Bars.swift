// Part of the UIKit stand-in (see Views.swift): bar items, navigation items and alerts.
import Foundation

@MainActor
open class UIBarItem: NSObject {
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

    public override init() { super.init() }
    public init(title: String) {
        super.init()
        self.title = title
    }
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open private(set) var actions: [UIAlertAction] = []
    open var message: String?
    open private(set) var preferredStyle: Style = .alert

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

@MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    open private(set) var title: String?
    open private(set) var style: Style

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        super.init()
    }
}
