// Part of the UIKit stand-in (see Views.swift): controls (the actions they send: Actions.swift).
// Checked against UIKit.framework/Headers/UIControl.h (phracker/MacOSX-SDKs, MacOSX12.1 iOSSupport,
// the iOS 15 SDK's), UISegmentedControl.h (iOS 18 SDK).
// UIButton against UIButton.h (iOS 17 SDK: itsnebulalol/sdks,
// iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h).
// UIRefreshControl against UIRefreshControl.h (iOS 18.2 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIRefreshControl.h).
import Foundation

@MainActor
open class UIControl: UIView {
    /// `UIControlEvents`, an NS_OPTIONS of NSUInteger.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControlState`, an NS_OPTIONS of NSUInteger (several at once: disabled and selected).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// False: the control ignores touches (see `tap()`); code can still send its actions.
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    private var actions: [(action: UIAction, events: Event)] = []

    /// Adds `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added. As in
    /// UIKit it sends whatever the control's state: only touches are ignored when disabled.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.performWithSender(self, target: nil)
        }
    }

    open func sendAction(_ action: UIAction) {
        action.performWithSender(self, target: nil)
    }

    /// Sends `.primaryActionTriggered` (iOS 17.4), as code does, whatever the control's state.
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    /// The events a tap sends after `.touchDown`: `.touchUpInside`, and a button's primary action.
    var eventsOfATap: [Event] { [.touchUpInside] }

    override var receivesTouches: Bool { isEnabled && super.receivesTouches }

    /// What a person's tap does in UIKit: the control gets the touch unless it, or a view above
    /// it, is disabled, hidden, nearly transparent or not interactive (UIView.h, hitTest), and
    /// then sends `.touchDown` and its tap events. Returns whether it got the touch. Not UIKit
    /// API; for tests that tap what a person sees.
    @_spi(StandIn) @discardableResult public func tap() -> Bool {
        guard receivesTouches else { return false }
        sendActions(for: .touchDown)
        for event in eventsOfATap { sendActions(for: event) }
        return true
    }
}

@MainActor
open class UIButton: UIControl {
    /// `UIButtonType`, numbered as the header numbers it. `plain` (6) is tvOS only, so left
    /// out; `roundedRect` is another name for `system`, as Swift imports it.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
        @available(*, deprecated, renamed: "system")
        public static var roundedRect: ButtonType { .system }
    }

    private var titles: [State: String] = [:]
    private let label = UILabel()
    open private(set) var buttonType: ButtonType = .custom

    /// `+buttonWithType:`, which Swift imports as an initializer.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// As in UIKit, the action's title becomes the button's title.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A custom button whose title is the action's, as the header says.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .custom, primaryAction: primaryAction)
        self.frame = frame
    }

    override var eventsOfATap: [Event] { [.touchUpInside, .primaryActionTriggered] }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        if state == .normal { label.text = title }
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open var titleLabel: UILabel? { label }
    open var currentTitle: String? { title(for: state) }
}

/// The header's one initializer is `init()`, inherited here from UIView as UIControl's
/// `init(frame:)` and `init?(coder:)` are. A refresh control sends `.valueChanged`
/// when a person pulls to refresh (`pullToRefresh()` here), not when code calls
/// `beginRefreshing()`.
@MainActor
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    /// null_resettable: nil sets it back to the default (the label colour here).
    open var tintColor: UIColor! {
        get { assignedTintColor ?? .label }
        set { assignedTintColor = newValue }
    }
    private var assignedTintColor: UIColor?
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    /// What a person's pull does in UIKit: unless it is refreshing already, the control starts
    /// refreshing and sends `.valueChanged`; the app ends it with `endRefreshing()`. Not
    /// UIKit API; for tests of pull to refresh.
    @_spi(StandIn) public func pullToRefresh() {
        guard !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
