import Testing
@_spi(StandIn) import UIKit

/// The UIKit stand-in behaves as Apple documents where app code relies on it; each test
/// names the header or page it follows.
@MainActor
@Suite("The UIKit stand-in, as UIKit documents it")
struct StandInFidelityRuns {
    /// A custom cell spelled as UIKit needs it: `override init(style:reuseIdentifier:)`
    /// (the designated initializer, not `required`, UITableViewCell.h) and `init?(coder:)`.
    final class BadgeCell: UITableViewCell {
        private(set) var madeByItsInitializer = false

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            madeByItsInitializer = true
        }

        required init?(coder: NSCoder) {
            fatalError("not used")
        }
    }

    @Test("a dequeued cell is made by its class's own designated initializer")
    func dequeueRunsTheOverride() throws {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        let cell = try #require(
            table.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0)) as? BadgeCell
        )
        #expect(cell.madeByItsInitializer && cell.reuseIdentifier == "badge")
    }

    @Test("a controller in a container presents through the outermost one, and sees what its ancestor presents")
    func presentationGoesToTheRoot() {
        let root = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
        let child = root.viewControllers[0]
        let sheet = UIViewController(nibName: nil, bundle: nil)
        child.present(sheet, animated: false)
        #expect(root.presentedViewController === sheet && child.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        sheet.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("dismissing from the bottom dismisses every controller presented above it at once")
    func dismissFromTheBottom() {
        let root = UIViewController(nibName: nil, bundle: nil)
        let first = UIViewController(nibName: nil, bundle: nil)
        let second = UIViewController(nibName: nil, bundle: nil)
        root.present(first, animated: false)
        first.present(second, animated: false)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("a tab bar controller has loaded its view once made, as UIKit does")
    func tabBarLoadsItsViewInInit() {
        #expect(UITabBarController(nibName: nil, bundle: nil).isViewLoaded)
    }

    @Test("a shown window's new root appears; the old one disappears")
    func windowRootSwap() {
        final class Screen: UIViewController {
            var appeared = 0
            var disappeared = 0
            override func viewDidAppear(_ animated: Bool) { appeared += 1 }
            override func viewDidDisappear(_ animated: Bool) { disappeared += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let old = Screen(nibName: nil, bundle: nil)
        let new = Screen(nibName: nil, bundle: nil)
        window.rootViewController = old
        window.makeKeyAndVisible()
        window.rootViewController = new
        #expect(old.appeared == 1 && old.disappeared == 1 && new.appeared == 1)
    }

    @Test("a table answers its section and row counts from its data source")
    func tableCounts() {
        final class Source: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section + 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.numberOfSections == 0)
        let source = Source()
        table.dataSource = source
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(UITableView.RowAnimation.automatic.rawValue == 100)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
    }
}
