// Part of the UIKit stand-in (see Views.swift): navigation items.
// Checked against UINavigationItem.h (iOS 18.2 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationItem.h),
// for the members declared here: the title, its view and prompt, the back button, the bar
// button items and the large title mode. Left out: search controllers, item groups, menus,
// appearances and the iOS 16 document and rename API.
import Foundation

@MainActor
open class UINavigationItem: NSObject {
    /// `UINavigationItemLargeTitleDisplayMode`, an NS_ENUM of NSInteger.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
        /// iOS 17.
        case inline
    }

    /// `UINavigationItemBackButtonDisplayMode`, an NS_ENUM of NSInteger (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    open var title: String?
    /// Shown in place of the title.
    open var titleView: UIView?
    open var prompt: String?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var backButtonDisplayMode = BackButtonDisplayMode.default
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

    /// As the header says, the first of `leftBarButtonItems`; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// As the header says, the first of `rightBarButtonItems`; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The designated initializers, as in the header: `init?(coder:)` is required (NSCoding).
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    /// NSObject's, which Swift gives a UIKit class as a convenience initializer: no title.
    public override convenience init() {
        self.init(title: "")
        title = nil
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }
}
