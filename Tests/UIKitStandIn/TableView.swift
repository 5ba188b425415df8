// Part of the UIKit stand-in (see Views.swift).
// UITableViewCell checked against UIKit.framework/Headers/UITableViewCell.h (an iOS 15 SDK's,
// found by the code index without its repository). UITableView, UITableView.Style, its
// data source and delegate against UITableView.h (iOS 17 SDK: itsnebulalol/sdks,
// iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h); the
// protocols carry only the optional methods code here uses. UIEdgeInsets against UIGeometry.h
// (iOS 18 SDK: xiangfeidexiaohuo/iOS-SDKs, iPhoneOS18.0.sdk/System/Library/Frameworks/
// UIKit.framework/Headers/UIGeometry.h). UIScrollView.h not yet checked (its refreshControl
// is known from UIRefreshControl's documentation; its `delegate` is left out: a Swift class
// cannot narrow a stored property's type in a subclass, as UITableView's does in UIKit).
import Foundation

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
    /// Numbered as the header numbers them: checkmark is 3.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    open var contentConfiguration: (any UIContentConfiguration)?
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open private(set) var reuseIdentifier: String?
    private let style: CellStyle
    /// Where a cell's own subviews go; made with the cell, as in UIKit.
    open private(set) var contentView = UIView(frame: .zero)
    private var made: (text: UILabel?, detail: UILabel?, image: UIImageView?)

    /// Made when first asked for, in `contentView`; nil once a content configuration is set,
    /// as the header says. Deprecated in favour of configurations in UIKit (to be).
    open var textLabel: UILabel? {
        guard contentConfiguration == nil else { return nil }
        if made.text == nil { made.text = contentSubview(UILabel()) }
        return made.text
    }

    /// As `textLabel`; nil too in the default style, which has no detail.
    open var detailTextLabel: UILabel? {
        guard contentConfiguration == nil, style != .default else { return nil }
        if made.detail == nil { made.detail = contentSubview(UILabel()) }
        return made.detail
    }

    /// As `textLabel`.
    open var imageView: UIImageView? {
        guard contentConfiguration == nil else { return nil }
        if made.image == nil { made.image = contentSubview(UIImageView(frame: .zero)) }
        return made.image
    }

    private func contentSubview<View: UIView>(_ view: View) -> View {
        contentView.addSubview(view)
        return view
    }

    /// The designated initializer, not `required`, as in UIKit (UITableViewCell.h): a
    /// subclass overrides it with `override init(style:reuseIdentifier:)`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
    }
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    /// What a dequeue does in UIKit, which sends `initWithStyle:reuseIdentifier:` to the
    /// registered class: its (overriding) designated initializer runs. Swift can call an
    /// initializer through a metatype only when it is `required`, so this one is, and as a
    /// convenience initializer it is inherited by every subclass that inherits or overrides
    /// both designated initializers: the subclasses UIKit can dequeue. Not UIKit API.
    @_spi(StandIn) public required convenience init(dequeuedWith identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open func prepareForReuse() {}
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

/// The optional methods: what UIKit does when the data source lacks them (one section, no
/// titles).
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// `UIEdgeInsets` (UIGeometry.h): a Sendable C struct of four CGFloats, Equatable through
/// the UIKit overlay (Hashable not established, so not declared).
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

/// Every method is optional in UIKit; none is used here.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// A table view is one, as in UIKit (UITableView.h: `UITableView : UIScrollView`).
@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var alwaysBounceVertical = false
    /// iOS 10: the pull-to-refresh control of any scroll view.
    open var refreshControl: UIRefreshControl?
}

/// Refines UIScrollViewDelegate, as in UIKit.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

/// The optional methods: what UIKit does when the delegate lacks them (the proposed row is
/// selected; nothing else happens).
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

@MainActor
open class UITableView: UIScrollView {
    /// `UITableViewStyle`, an NS_ENUM of NSInteger.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

    /// `UITableViewAutomaticDimension`, a constant whose value the header does not give
    /// (-1 here).
    nonisolated public static let automaticDimension: CGFloat = -1

    open private(set) var style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
    open var backgroundView: UIView?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var allowsSelection = true
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open private(set) var indexPathForSelectedRow: IndexPath?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// "-initWithFrame: calls this with UITableViewStylePlain" (UITableView.h).
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    private var registered: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]

    /// A later registration for the same identifier replaces the earlier one, as in UIKit;
    /// nil removes it.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registered[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("\(cellClass) registered for '\(identifier)' is not a UITableViewCell")
        }
        registered[identifier] = cellType
        reusable[identifier] = nil
    }

    /// A cell of the registered class, reused when one was handed back with `reuse(_:)`.
    /// UIKit raises NSInternalInconsistencyException for an identifier nobody registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellType = registered[identifier] else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return cellType.init(dequeuedWith: identifier)
    }

    /// What scrolling does in UIKit: a cell that left the screen goes back to its queue.
    /// Not UIKit API; for tests that reuse cells.
    @_spi(StandIn) public func reuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }

    open func reloadData() {}

    /// As UITableView.h: `UITableViewRowAnimation`, Fade = 0 … Middle, Automatic = 100.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    /// What the data source says; the table asks it (none: no section).
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }
    /// Neither selecting nor deselecting in code tells the delegate, as UITableView.h says.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// What a person's tap on a row does: the delegate may redirect or refuse the selection
    /// (`willSelectRowAt`), then the row is selected and the delegate told. Returns the row
    /// selected, if any. Not UIKit API.
    @_spi(StandIn) @discardableResult public func tapRow(at indexPath: IndexPath) -> IndexPath? {
        guard allowsSelection, receivesTouches else { return nil }
        let proposed: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let chosen = proposed else { return nil }
        if let previous = indexPathForSelectedRow, previous != chosen {
            indexPathForSelectedRow = nil
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        indexPathForSelectedRow = chosen
        delegate?.tableView(self, didSelectRowAt: chosen)
        return chosen
    }

    open func beginUpdates() {}
    open func endUpdates() {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}
