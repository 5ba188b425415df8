// Part of the UIKit stand-in (see Views.swift).
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
