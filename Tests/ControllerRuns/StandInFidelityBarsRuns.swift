import Testing
@_spi(StandIn) import UIKit

/// Actions, bar button items, navigation items and refresh controls in the UIKit stand-in,
/// as UIKit declares and documents them; each test names the header it follows.
@MainActor
@Suite("The UIKit stand-in's actions and bars, as UIKit documents them")
struct StandInFidelityBarsRuns {
    @Test("an action's title and image are settable; each gets its own identifier (UIAction.h)")
    func actionProperties() {
        let action = UIAction(title: "Delete", attributes: .destructive, state: .on) { _ in }
        action.title = "Remove"
        action.image = UIImage(systemName: "trash")
        #expect(action.title == "Remove" && action.image != nil)
        #expect(action.attributes == .destructive && action.state == .on)
        #expect(UIMenuElement.State.mixed.rawValue == 2 && UIMenuElement.Attributes.hidden.rawValue == 4)
        let other = UIAction { _ in }
        #expect(action.identifier != other.identifier, "nil makes an identifier for each action")
        let named = UIAction(identifier: UIAction.Identifier("save")) { _ in }
        #expect(named.identifier.rawValue == "save")
    }

    @Test("a bar button item keeps a copy of its primary action, which runs the same handler (UIBarButtonItem.h)")
    func primaryActionIsCopied() {
        var runs = 0
        let action = UIAction(title: "Publish", identifier: UIAction.Identifier("publish")) { _ in runs += 1 }
        let item = UIBarButtonItem(primaryAction: action)
        let kept = item.primaryAction
        #expect(kept !== action && kept?.identifier == action.identifier, "@NSCopying")
        kept?.performWithSender(nil, target: nil)
        #expect(runs == 1)
    }

    @Test("an action's title and image become the item's, unless given or a system item (UIBarButtonItem.h)")
    func primaryActionSetsTitleAndImage() {
        let action = UIAction(title: "Save", image: UIImage(named: "Disk")) { _ in }
        #expect(UIBarButtonItem(primaryAction: action).title == "Save")
        let titled = UIBarButtonItem(title: "发布", primaryAction: action)
        #expect(titled.title == "发布" && titled.image?.name == "Disk")
        let plain = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        plain.primaryAction = action
        #expect(plain.title == "Save", "setting the action updates the title")
        plain.primaryAction = nil
        #expect(plain.title == "Save", "nil leaves it")
        let system = UIBarButtonItem(systemItem: .done, primaryAction: action)
        #expect(system.title == nil && system.image == nil, "a system item ignores them")
    }

    @Test("bar button item styles and system items are numbered as the header numbers them")
    func barButtonItemNumbers() {
        #expect(UIBarButtonItem.Style.plain.rawValue == 0 && UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIBarButtonItem.SystemItem.fastForward.rawValue == 20)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
    }

    @Test("a navigation item's single bar button item is the first of its items (UINavigationItem.h)")
    func navigationItemButtons() {
        let first = UIBarButtonItem(title: "A")
        let second = UIBarButtonItem(title: "B")
        let item = UINavigationItem()
        #expect(item.title == nil && UINavigationItem(title: "Jobs").title == "Jobs")
        item.rightBarButtonItems = [first, second]
        #expect(item.rightBarButtonItem === first)
        item.rightBarButtonItem = second
        #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItems?.first === second)
        item.setLeftBarButtonItems([first, second], animated: false)
        #expect(item.leftBarButtonItem === first)
        item.setLeftBarButton(nil, animated: true)
        #expect(item.leftBarButtonItems == nil)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
    }

    @Test("a pull sends valueChanged once and refreshes until the app ends it (UIRefreshControl.h)")
    func pullToRefresh() {
        var pulls = 0
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        control.beginRefreshing()
        #expect(control.isRefreshing && pulls == 0, "code starting it sends nothing")
        control.pullToRefresh()
        #expect(pulls == 0, "already refreshing: a pull starts nothing")
        control.endRefreshing()
        control.pullToRefresh()
        #expect(control.isRefreshing && pulls == 1)
        control.endRefreshing()
        #expect(!control.isRefreshing && control.tintColor != nil)
    }
}
