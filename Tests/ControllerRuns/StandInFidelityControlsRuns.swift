import Testing
@_spi(StandIn) import UIKit

/// Controls, spinners and text input in the UIKit stand-in, as UIKit documents them; each test
/// names the header it follows.
@MainActor
@Suite("The UIKit stand-in's controls, as UIKit documents them")
struct StandInFidelityControlsRuns {
    /// A button counting what it sends.
    private static func countingButton() -> (UIButton, () -> Int) {
        var sent = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in sent += 1 })
        return (button, { sent })
    }

    @Test("a tap on a disabled, hidden or non-interactive button sends nothing; code still can (UIControl.h)")
    func disabledControlsIgnoreTaps() {
        let (button, sent) = Self.countingButton()
        let container = UIView(frame: .zero)
        container.addSubview(button)
        #expect(button.tap() && sent() == 1, "an enabled button's tap runs its primary action")
        button.isEnabled = false
        #expect(!button.tap() && sent() == 1, "disabled: ignores touch events")
        #expect(button.state == .disabled)
        button.sendActions(for: .primaryActionTriggered)
        #expect(sent() == 2, "sendActions(for:) sends whatever the state, as in UIKit")
        button.isEnabled = true
        container.isUserInteractionEnabled = false
        #expect(!button.tap() && sent() == 2, "a superview without user interaction takes the touch")
        container.isUserInteractionEnabled = true
        button.isHidden = true
        #expect(!button.tap() && sent() == 2, "hidden: hit testing skips it")
        button.isHidden = false
        button.alpha = 0
        #expect(!button.tap() && sent() == 2, "alpha under 0.01: hit testing skips it")
    }

    @Test("a tap sends touchDown then touchUpInside; touchUpInside alone does not run a primary action")
    func tapEvents() {
        var events: [String] = []
        let control = UIControl(frame: .zero)
        control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        control.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        control.tap()
        #expect(events == ["down", "up"], "a plain control has no primary action on a tap")
        #expect(UIControl.Event.allTouchEvents.contains(.touchCancel) && UIControl.State.normal.isEmpty)
    }

    @Test("a stopped spinner hides itself while hidesWhenStopped is true (UIActivityIndicatorView.h)")
    func spinnerHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating, "stopped from the start")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden, "shown when it no longer hides while stopped")
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        #expect(
            UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101
        )
    }

    @Test("a segmented control selects by tap and sends valueChanged; code's selection sends nothing")
    func segmentedControl() {
        var changes: [Int] = []
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.addAction(
            UIAction { [unowned control] _ in changes.append(control.selectedSegmentIndex) },
            for: .valueChanged
        )
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(withTitle: "Month", at: 9, animated: false)
        #expect(control.titleForSegment(at: 2) == "Month", "an index past the end is pinned to it")
        control.selectedSegmentIndex = 0
        #expect(changes.isEmpty, "set in code: no event")
        #expect(control.tapSegment(at: 1) && changes == [1])
        #expect(!control.tapSegment(at: 1) && changes == [1], "the selected segment again: no change")
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.tapSegment(at: 2) && changes == [1], "a disabled segment")
        control.isEnabled = false
        #expect(!control.tapSegment(at: 0) && changes == [1], "a disabled control")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("a search bar tells its delegate what a person types, and only that (UISearchBar.h)")
    func searchBar() {
        final class Delegate: NSObject, UISearchBarDelegate {
            var heard: [String] = []
            var refuse = false
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { heard.append("begin") }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { heard.append(searchText) }
            func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            { !refuse }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { heard.append("search") }
        }
        let bar = UISearchBar(frame: .zero)
        let delegate = Delegate()
        bar.delegate = delegate
        bar.text = "set in code"
        #expect(delegate.heard.isEmpty)
        #expect(bar.type("swift"))
        delegate.refuse = true
        #expect(!bar.type("swiftly") && bar.text == "swift", "the delegate refused the change")
        bar.tapSearchButton()
        bar.tapCancelButton()
        #expect(delegate.heard == ["begin", "swift", "search"], "no cancel button shown: no cancel")
    }

    @Test("text fields carry the input traits, with the header's defaults (UITextInputTraits.h)")
    func textInputTraits() {
        let field = UITextField(frame: .zero)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.keyboardType == .default && field.returnKeyType == .default && !field.isSecureTextEntry)
        field.keyboardType = .emailAddress
        field.returnKeyType = .continue
        let traits: any UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.returnKeyType.rawValue == 11)
        #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    }
}
