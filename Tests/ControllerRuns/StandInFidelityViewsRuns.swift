import Testing
@_spi(StandIn) import UIKit

/// Views, text fields, fonts, colours and appearance in the UIKit stand-in, as UIKit's headers
/// declare them; each test names the header it follows.
@MainActor
@Suite("The UIKit stand-in's views, text fields and appearance, as UIKit documents them")
struct StandInFidelityViewsRuns {
    /// Records what a text field asks its delegate, and refuses what it is told to.
    private final class FieldDelegate: NSObject, UITextFieldDelegate {
        var refusesChanges = false
        var refusesReturn = false
        var asked: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { asked.append("began") }
        func textField(
            _ textField: UITextField,
            shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            asked.append("change \(range.length) \(string)")
            return !refusesChanges
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { !refusesReturn }
    }

    @Test("a text field's delegate can refuse an edit and Return (UITextField.h)")
    func textFieldDelegateRefuses() {
        let field = UITextField(frame: .zero)
        let delegate = FieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("exit") }, for: .editingDidEndOnExit)
        #expect(field.type("ab") && field.text == "ab" && events == ["changed"])
        delegate.refusesChanges = true
        #expect(!field.type("abc"), "the delegate said no")
        #expect(field.text == "ab" && events == ["changed"], "no change, no action")
        #expect(delegate.asked == ["began", "change 0 ab", "change 2 abc"], "editing began once")
        delegate.refusesReturn = true
        #expect(!field.tapReturnKey() && events == ["changed"])
        delegate.refusesReturn = false
        #expect(field.tapReturnKey() && events == ["changed", "exit"])
        field.text = "set in code"
        #expect(events == ["changed", "exit"], "setting text in code sends nothing")
    }

    /// Overrides the best size, as a view that measures its content does.
    private final class Badge: UIView {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
    }

    @Test("sizeToFit takes the size sizeThatFits gives, by default the view's own (UIView.h)")
    func sizeToFit() {
        let bar = UISearchBar(frame: CGRect(x: 5, y: 6, width: 320, height: 56))
        #expect(bar.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 320, height: 56))
        bar.sizeToFit()
        #expect(bar.frame == CGRect(x: 5, y: 6, width: 320, height: 56), "nothing measured, nothing moved")
        let badge = Badge(frame: CGRect(x: 1, y: 2, width: 100, height: 100))
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 1, y: 2, width: 40, height: 20), "the size changes, the origin stays")
    }

    @Test("a search bar's text is its search text field's (UISearchBar.h)")
    func searchTextField() {
        let bar = UISearchBar(frame: .zero)
        bar.text = "jobs"
        #expect(bar.searchTextField.text == "jobs")
        bar.searchTextField.text = "people"
        #expect(bar.text == "people")
        #expect((bar.searchTextField as Any) is UITextField)
    }

    /// A screen recording its appearance callbacks, with `isMovingToParent` at each.
    private final class Screen: UIViewController {
        var calls: [String] = []
        override func viewWillAppear(_ animated: Bool) { calls.append("will appear \(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { calls.append("did appear \(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { calls.append("will disappear") }
        override func viewDidDisappear(_ animated: Bool) { calls.append("did disappear") }
    }

    @Test("a push onto a shown stack: isMovingToParent during its appearance (UIViewController.h)")
    func pushMovesToParent() {
        let root = Screen(nibName: nil, bundle: nil)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(root.calls == ["will appear false", "did appear false"])
        let pushed = Screen(nibName: nil, bundle: nil)
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.calls == ["will appear true", "did appear true"])
        #expect(!pushed.isMovingToParent, "only during the callbacks")
        #expect(root.calls.suffix(2) == ["will disappear", "did disappear"], "the old top leaves")
        navigation.popViewController(animated: false)
        #expect(root.calls.suffix(2) == ["will appear false", "did appear false"], "back on top")
        window.makeKeyAndVisible()
        #expect(root.calls.count == 6, "once shown, it does not appear again")
    }

    @Test("a child added to a shown parent appears when its view goes in, and disappears when out")
    func childOfShownParentAppears() {
        let parent = UIViewController(nibName: nil, bundle: nil)
        let window = UIWindow(frame: .zero)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = Screen(nibName: nil, bundle: nil)
        parent.addChild(child)
        #expect(child.calls.isEmpty, "adding alone shows nothing")
        let holder = UIView(frame: .zero)
        parent.view.addSubview(holder)
        holder.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.calls == ["will appear true", "did appear true"])
        child.view.removeFromSuperview()
        #expect(child.calls.suffix(2) == ["will disappear", "did disappear"])
        let offScreen = Screen(nibName: nil, bundle: nil)
        let hidden = UIViewController(nibName: nil, bundle: nil)
        hidden.addChild(offScreen)
        hidden.view.addSubview(offScreen.view)
        #expect(offScreen.calls.isEmpty, "a parent not shown shows no child")
    }

    @Test("UIFont.TextStyle is a string-backed struct with UIKit's values (UIFontDescriptor.h)")
    func textStyleRawValues() {
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleBody") == .body)
        let styles: Set<UIFont.TextStyle> = [.body, .headline, .caption1, .caption2, .footnote]
        #expect(styles.count == 5)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.Weight(0.4) == .bold)
    }

    @Test("fonts and colours are Sendable NSObjects, made off the main actor (UIFont.h, UIColor.h)")
    func fontsAndColoursOffTheMainActor() async {
        let made = await Task.detached {
            (UIFont.systemFont(ofSize: 12).pointSize, UIColor(white: 1, alpha: 1))
        }.value
        #expect(made.0 == 12)
        #expect(made.1 == UIColor.white, "equal components, equal colours")
        #expect(UIColor.red != UIColor.blue)
        #expect((made.1 as NSObject).isEqual(UIColor.white))
    }

    @Test("button types are numbered as UIButton.h numbers them; a button keeps its type")
    func buttonTypes() {
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton(type: .detailDisclosure).buttonType == .detailDisclosure)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        let button = UIButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in })
        #expect(button.currentTitle == "Go", "the primary action's title, as the header says")
    }

    @Test("views: content modes numbered as UIView.h; labels ignore touches by default (UILabel.h)")
    func viewsAndLabels() {
        #expect(UIView.ContentMode.center.rawValue == 4 && NSTextAlignment.natural.rawValue == 4)
        let label = UILabel(frame: .zero)
        #expect(!label.isUserInteractionEnabled)
        label.font = nil
        #expect(label.font.pointSize == 17, "null_resettable: back to the system font")
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(view.frame.size == CGSize(width: 20, height: 30))
        let tagged = UIView(frame: .zero)
        tagged.tag = 7
        view.addSubview(UIView(frame: .zero))
        view.subviews[0].addSubview(tagged)
        #expect(view.viewWithTag(7) === tagged && tagged.isDescendant(of: view))
    }

    /// Refuses the first row; records what it is told.
    private final class TableDelegate: NSObject, UITableViewDelegate {
        var told: [String] = []
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath.row == 0 ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            told.append("select \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            told.append("deselect \(indexPath.row)")
        }
    }

    @Test("a table is a scroll view; a tapped row's selection may be refused (UITableView.h)")
    func tableSelection() {
        let table = UITableView(frame: .zero)
        #expect(table.style == .plain && (table as UIView) is UIScrollView)
        let delegate = TableDelegate()
        table.delegate = delegate
        #expect(table.tapRow(at: IndexPath(row: 0, section: 0)) == nil && table.indexPathForSelectedRow == nil)
        table.tapRow(at: IndexPath(row: 1, section: 0))
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(delegate.told == ["select 1", "deselect 1", "select 2"])
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(delegate.told.count == 3, "selecting in code tells the delegate nothing")
    }

    /// Refuses the second tab.
    private final class TabsDelegate: NSObject, UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
            -> Bool
        { tabBarController.viewControllers?.firstIndex(of: viewController) != 1 }
    }

    @Test("a shown tab bar controller's tabs appear and disappear as the selection changes (UITabBarController.h)")
    func tabSelection() {
        let first = Screen(nibName: nil, bundle: nil)
        let second = Screen(nibName: nil, bundle: nil)
        let third = Screen(nibName: nil, bundle: nil)
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        tabs.viewControllers = [first, second, third]
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let window = UIWindow(frame: .zero)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(!tabs.tapTab(at: 1) && tabs.selectedIndex == 0, "the delegate refused")
        #expect(tabs.tapTab(at: 2) && third.calls == ["will appear false", "did appear false"])
        #expect(first.calls.suffix(2) == ["will disappear", "did disappear"] && second.calls.isEmpty)
    }
}
