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
}
