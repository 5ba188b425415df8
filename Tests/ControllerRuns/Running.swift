import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

/// What a person's taps and UIKit's table view do, for tests that run controllers over the
/// UIKit stand-in (scripts/run-controllers.sh).
@MainActor
enum Running {
    /// Every view under `view`, itself first, depth first.
    static func views(in view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { views(in: $0) }
    }

    /// The button titled `title` under `view`.
    static func button(_ title: String, in view: UIView) -> UIButton? {
        views(in: view).lazy.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    /// Every row of every section, asked of the data source as UIKit asks for them.
    static func fillEveryRow(of tableView: UITableView) -> [UITableViewCell] {
        guard let dataSource = tableView.dataSource else { return [] }
        var cells: [UITableViewCell] = []
        for section in 0..<dataSource.numberOfSections(in: tableView) {
            for row in 0..<dataSource.tableView(tableView, numberOfRowsInSection: section) {
                cells.append(dataSource.tableView(tableView, cellForRowAt: IndexPath(row: row, section: section)))
            }
        }
        return cells
    }

    /// The text a cell shows through a list content configuration.
    static func text(of cell: UITableViewCell) -> String? {
        (cell.contentConfiguration as? UIListContentConfiguration)?.text
    }

    /// Whether `condition` holds within `timeout`, letting the controller's tasks run.
    static func eventually(within timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Sends every action a receiver can handle, each alone (with and without info) and all
    /// at once, as its view model could: every handler runs.
    static func deliverEveryCallback<Receiver: ViewModelCallbackReceiver>(to receiver: Receiver)
    where Receiver.CallbackAction.RawValue == UInt64 {
        for bit in 0..<UInt64.bitWidth {
            receiver.callBack(action: .init(rawValue: 1 << bit), info: nil)
            receiver.callBack(action: .init(rawValue: 1 << bit), info: "info")
        }
        receiver.callBack(action: .init(rawValue: .max), info: nil)
    }

    /// Loads a screen's view, fills every row of its tables and delivers every callback.
    /// Returns the cells, for the checks of the screen's own test.
    @discardableResult
    static func exercise<Screen: UIViewController & ViewModelCallbackReceiver>(_ screen: Screen) -> [UITableViewCell]
    where Screen.CallbackAction.RawValue == UInt64 {
        screen.loadViewIfNeeded()
        let cells = views(in: screen.view).compactMap { $0 as? UITableView }.flatMap(fillEveryRow)
        deliverEveryCallback(to: screen)
        return cells
    }
}

/// An app started as an app starts one: a router that knows every screen, the first
/// screen shown in a window by `AppNavigation`.
@MainActor
struct StartedApp {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let navigation: AppNavigation

    init(router: ViewControllerRouter<UIViewController>, first: BaseViewModel) {
        navigation = AppNavigation(router: router, first: first)
        navigation.show(in: window)
    }

    /// What the window shows at the bottom, as `Screen`: the top of the root stack, or the
    /// tab bar screen that is the window's root.
    func top<Screen: UIViewController>(as: Screen.Type) throws -> Screen {
        let bottom = window.rootViewController
        return try #require(((bottom as? UINavigationController)?.topViewController ?? bottom) as? Screen)
    }

    /// The number of screens of the root stack; 0 when a tab bar screen is the window's root.
    var rootStackCount: Int { (window.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 }
}
