import Testing
@_spi(StandIn) import UIKit

/// Alerts, child view controllers and cells in the UIKit stand-in, as UIKit documents them.
@MainActor
@Suite("The UIKit stand-in's alerts, containment and cells, as UIKit documents them")
struct StandInFidelityContainmentRuns {
    @Test("tapping an alert's button dismisses it and runs that action's handler (UIAlertController.h)")
    func alertActionHandler() {
        var tapped: [String] = []
        let screen = UIViewController(nibName: nil, bundle: nil)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title ?? "") }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(alert, animated: true)
        delete.isEnabled = false
        alert.tap(delete)
        #expect(tapped.isEmpty && screen.presentedViewController === alert, "a disabled action")
        delete.isEnabled = true
        alert.tap(delete)
        #expect(tapped == ["Delete"] && screen.presentedViewController == nil)
    }

    @Test("an alert's text fields are configured as they are added")
    func alertTextFields() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "First" }
        alert.addTextField()
        #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "First")
    }

    @Test("a controller and a navigation controller are made with init(), as NSObject's -init lets them")
    func plainInit() {
        let navigation = UINavigationController()
        #expect(navigation.viewControllers.isEmpty)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("setting a controller's title sets its navigation item's and tab bar item's (UIViewController.h)")
    func titleUpdatesItems() {
        let screen = UIViewController(nibName: nil, bundle: nil)
        screen.tabBarItem = UITabBarItem(title: "Tab", image: nil, tag: 0)
        screen.title = "Inbox"
        #expect(screen.navigationItem.title == "Inbox")
        #expect(screen.tabBarItem.title == "Inbox")
        screen.navigationItem.title = "Mail"
        #expect(screen.title == "Inbox", "the item's title is its own once set directly")
    }

    @Test("addChild calls willMove only; removeFromParent calls didMove(nil) only (UIViewController.h)")
    func containment() {
        final class Child: UIViewController {
            var calls: [String] = []
            var appeared = 0
            override func willMove(toParent parent: UIViewController?) { calls.append("will \(parent == nil)") }
            override func didMove(toParent parent: UIViewController?) { calls.append("did \(parent == nil)") }
            override func viewDidAppear(_ animated: Bool) { appeared += 1 }
        }
        let parent = UIViewController(nibName: nil, bundle: nil)
        let child = Child(nibName: nil, bundle: nil)
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1 && child.calls == ["will false"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = UIWindow(frame: .zero)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(child.appeared == 1, "a child whose view is in the parent's appears with it")
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(child.calls == ["will false", "did false", "will true", "did true"])
        let navigation = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
        #expect(navigation.children.count == 1, "a navigation controller's children are its stack")
    }

    @Test("a cell's labels live in its content view, and are nil once a configuration is set (UITableViewCell.h)")
    func cellViews() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        #expect(cell.textLabel?.superview === cell.contentView && cell.contentView.superview === cell)
        #expect(cell.detailTextLabel != nil && cell.imageView != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(cell.textLabel == nil && cell.detailTextLabel == nil && cell.imageView == nil)
        cell.accessibilityIdentifier = "row"
        #expect((cell as any UIAccessibilityIdentification).accessibilityIdentifier == "row")
        #expect(UITableViewCell.AccessoryType.checkmark.rawValue == 3, "numbered as UITableViewCell.h numbers it")
    }
}
