// Part of the UIKit stand-in (see Views.swift).
import Foundation

@MainActor
open class UIMenuElement: NSObject {
    open private(set) var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A class, as in UIKit (a menu element): controls keep it, and
/// `performWithSender(_:target:)` (UIMenuLeaf, iOS 16) or a control's `sendAction(_:)` runs it.
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler
    open private(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    open func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        handler(self)
    }
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// As UIControl.h: `UIControlEventEditingDidEndOnExit = 1 << 19`, return in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    public enum State: Sendable { case normal, highlighted, disabled }

    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added, as
    /// UIKit does when the user triggers them; a disabled control sends nothing.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.performWithSender(self, target: nil)
        }
    }

    open func sendAction(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }

    /// What a tap on a button, or Return in a text field, sends.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system }
    private var titles: [State: String] = [:]
    private let label = UILabel()

    public convenience init(type: ButtonType) { self.init(frame: .zero) }

    /// As in UIKit, the action's title becomes the button's title.
    public convenience init(type: ButtonType, primaryAction: UIAction?) {
        self.init(frame: .zero)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { label.text = title }
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var titleLabel: UILabel? { label }
    open var currentTitle: String? { title(for: .normal) }
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry = false
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
    open private(set) var isAnimating = false
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
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

/// Thread-safe and Sendable in UIKit, not main-actor isolated.
open class UIImage: NSObject, @unchecked Sendable {
    public let name: String

    private init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(systemName name: String) { self.init(name: name) }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}
