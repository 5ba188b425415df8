// Part of the UIKit stand-in (see Views.swift).
// UITableViewCell checked against UIKit.framework/Headers/UITableViewCell.h (an iOS 15 SDK's,
// found by the code index without its repository); UITableView and its protocols not yet.
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
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
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
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { self[1] }
    public var section: Int { self[0] }
}
