// Part of the UIKit stand-in (see Views.swift): search bars, their text field and delegate.
// Checked against UIKit.framework/Headers/UISearchBar.h (iOS 18 SDK); UISearchTextField.h:
// not yet checked (only that it is a UITextField and `searchTextField` is not optional).
import Foundation

/// The text field inside a search bar (iOS 13).
@MainActor
open class UISearchTextField: UITextField {}

/// Its one optional method, `position(for:)`, is left out: the stand-in lays out no bars.
@MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {}

/// Optional methods in UIKit; each default does what UIKit does when the delegate lacks it:
/// editing may begin and end, every change is accepted, and the rest does nothing.
@MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(
        _ searchBar: UISearchBar,
        shouldChangeTextIn range: NSRange,
        replacementText text: String
    ) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A view, not a control, as in UIKit: it tells its delegate, it sends no actions. Setting
/// `text` in code tells the delegate nothing; a person's typing does (see `type(_:)`).
@MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// `UISearchBarStyle`, an NS_ENUM of NSUInteger.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    open weak var delegate: (any UISearchBarDelegate)?
    /// The bar's text field (iOS 13); the bar's text is the field's.
    open private(set) var searchTextField = UISearchTextField(frame: .zero)
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var prompt: String?
    open var placeholder: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var searchBarStyle: Style = .default
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var showsScopeBar = false
    /// iOS 16.4: false prevents user interaction.
    open var isEnabled = true
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    private var isEditing = false

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScopeBar(_ show: Bool, animated: Bool) { showsScopeBar = show }

    override var receivesTouches: Bool { isEnabled && super.receivesTouches }

    /// What a person typing does: editing begins if the delegate lets it (once), the delegate
    /// may refuse the change (the whole text replaced by `newText`), else the text changes
    /// and the delegate hears of it. Returns whether the text changed. Not UIKit API.
    @_spi(StandIn) @discardableResult public func type(_ newText: String) -> Bool {
        guard receivesTouches else { return false }
        if !isEditing {
            guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
            isEditing = true
            delegate?.searchBarTextDidBeginEditing(self)
        }
        let whole = NSRange(location: 0, length: (text ?? "").utf16.count)
        guard delegate?.searchBar(self, shouldChangeTextIn: whole, replacementText: newText) ?? true else {
            return false
        }
        text = newText
        delegate?.searchBar(self, textDidChange: newText)
        return true
    }

    /// The keyboard's Search key. Not UIKit API.
    @_spi(StandIn) public func tapSearchButton() {
        guard receivesTouches else { return }
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The Cancel button, when shown. Not UIKit API.
    @_spi(StandIn) public func tapCancelButton() {
        guard receivesTouches, showsCancelButton else { return }
        delegate?.searchBarCancelButtonClicked(self)
    }
}
