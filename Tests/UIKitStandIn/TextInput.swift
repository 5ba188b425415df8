// Part of the UIKit stand-in (see Views.swift): text input traits and text fields (search
// bars: SearchBar.swift).
// Checked against UIKit.framework/Headers/UITextInputTraits.h and UISearchBar.h (iOS 18 SDK);
// UITextField and UITextFieldDelegate against UITextField.h (iOS 18 SDK:
// xiangfeidexiaohuo/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h), but for the
// delegate's three edit menu methods (UIMenu is not in the stand-in). UISearchTextField.h: not
// yet checked (only that it is a UITextField and `searchTextField` is not optional).
import Foundation

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

// swift-format-ignore: AlwaysUseLowerCamelCase
// `URL`, as Swift imports UIKeyboardTypeURL.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    @available(*, deprecated, renamed: "dark")
    public static var alert: UIKeyboardAppearance { .dark }
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Every member is optional in UIKit (`@optional`); each default here is the header's, and
/// setting it on a type that does not implement it does nothing.
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
}

/// Optional methods in UIKit; each default does what UIKit does when the delegate lacks it:
/// editing may begin and end, every change is accepted, Return is handled, clearing is allowed.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit calls the `reason:` form in place of the other when the delegate has it; this
    /// default (the delegate lacks it) calls the other.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Setting `text` in code tells the delegate nothing and sends no action; a person's typing
/// does (see `type(_:)`).
@MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// `UITextBorderStyle`, an NS_ENUM of NSInteger.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// `UITextFieldViewMode`, an NS_ENUM of NSInteger.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// `UITextFieldDidEndEditingReason`, an NS_ENUM of NSInteger (`cancelled` is tvOS only).
    public enum DidEndEditingReason: Int, Sendable { case committed }

    open var text: String?
    open var placeholder: String?
    open var textColor: UIColor?
    open var font: UIFont?
    /// Natural, as the iOS 9 and later default.
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: (any UITextFieldDelegate)?
    open private(set) var isEditing = false
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

    /// What a person's typing does: editing begins if the delegate lets it (once, sending
    /// `.editingDidBegin`), the delegate may refuse the change (the whole text replaced by
    /// `newText`), else the text changes and `.editingChanged` is sent. Returns whether the
    /// text changed. Not UIKit API.
    @_spi(StandIn) @discardableResult public func type(_ newText: String) -> Bool {
        guard receivesTouches, beginEditing() else { return false }
        let whole = NSRange(location: 0, length: (text ?? "").utf16.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: whole, replacementString: newText) ?? true else {
            return false
        }
        text = newText
        sendActions(for: .editingChanged)
        return true
    }

    /// The keyboard's Return key: asks `textFieldShouldReturn(_:)`, and when it agrees sends
    /// `.editingDidEndOnExit`. Returns whether it did. Not UIKit API.
    @_spi(StandIn) @discardableResult public func tapReturnKey() -> Bool {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return false }
        sendActions(for: .editingDidEndOnExit)
        return true
    }

    /// Ends editing unless the delegate refuses (`textFieldShouldEndEditing(_:)`), sending
    /// `.editingDidEnd`. Returns whether editing ended.
    @discardableResult open override func endEditing(_ force: Bool) -> Bool {
        guard isEditing else { return true }
        guard force || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    private func beginEditing() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = nil }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }
}
