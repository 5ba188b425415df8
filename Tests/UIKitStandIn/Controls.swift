// Part of the UIKit stand-in (see Views.swift).
import Foundation

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
