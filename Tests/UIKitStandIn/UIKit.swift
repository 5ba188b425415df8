// A minimal stand-in for the parts of UIKit that mvvmgen's controller skeletons and the
// examples' controllers use. UIKit is missing on Linux; compiled as a module named UIKit,
// this lets the tests type-check controller code there. Signatures follow UIKit's; the
// bodies do nothing useful. Add what new code needs, with UIKit's exact signatures.
@_exported import Foundation  // as UIKit does

@MainActor
open class UIResponder {
    public init() {}
}

@MainActor
open class UIView: UIResponder {
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
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open private(set) var subviews: [UIView] = []

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

    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func removeFromSuperview() {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func setNeedsLayout() {}
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
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

@MainActor
public struct UIAction {
    public typealias Handler = @MainActor (UIAction) -> Void
    public var title: String
    public init(title: String = "", handler: @escaping Handler) { self.title = title }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public enum State: Sendable { case normal, highlighted, disabled }

    open var isEnabled = true
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }
    public convenience init(type: ButtonType) { self.init(frame: .zero) }
    public convenience init(type: ButtonType, primaryAction: UIAction?) { self.init(frame: .zero) }
    open func setTitle(_ title: String?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var titleLabel: UILabel? { nil }
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
}

@MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    public convenience init(style: Style) { self.init(frame: .zero) }
    open var hidesWhenStopped = true
    open func startAnimating() {}
    open func stopAnimating() {}
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
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        arrangedSubviews = views
    }
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
}

public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
    public init() {}
    @MainActor public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @MainActor public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @MainActor public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, checkmark }

    open var contentConfiguration: (any UIContentConfiguration)?
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?

    public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

@MainActor
open class UITableView: UIView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var refreshControl: UIRefreshControl?
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?

    public init(frame: CGRect, style: Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // Real UIKit builds the registered class; type-checking needs only a cell.
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}

@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    open var title: String?
    open var isEnabled = true
    public init(title: String?, style: Style, target: Any?, action: Selector?) { self.title = title }
    public init(title: String?, primaryAction: UIAction?) { self.title = title }
}

public struct Selector: Sendable {}

@MainActor
open class UINavigationItem {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    public init() {}
}

@MainActor
open class UIViewController: UIResponder {
    open var view: UIView! = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    open var title: String?
    public let navigationItem = UINavigationItem()
    open var navigationController: UINavigationController? { nil }
    open private(set) var presentedViewController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { presentedViewController = nil }
}

@MainActor
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
}

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open func addAction(_ action: UIAlertAction) {}
}

@MainActor
open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {}
}
