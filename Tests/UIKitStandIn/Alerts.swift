// Part of the UIKit stand-in (see Views.swift).
// Checked against UIKit.framework/Headers/UIAlertController.h (phracker/MacOSX-SDKs,
// MacOSX12.3 iOSSupport, the iOS 15 SDK's).
import Foundation

@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open var message: String?
    open private(set) var preferredStyle: Style = .alert
    private var fields: [UITextField] = []

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// The fields added, in order; nil until one is.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Only an alert takes text fields: UIKit raises for an action sheet. The handler
    /// configures the new field at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = UITextField(frame: .zero)
        fields.append(field)
        configurationHandler?(field)
    }

    /// What a person's tap on one of the alert's buttons does: nothing when the action is
    /// disabled; else the alert is dismissed and the action's handler runs. Not UIKit API;
    /// for tests that answer an alert.
    @_spi(StandIn) public func tap(_ action: UIAlertAction) {
        precondition(actions.contains { $0 === action }, "\(action) is not one of this alert's actions")
        guard action.isEnabled else { return }
        if presentingViewController != nil { dismiss(animated: true) }
        action.handler?(action)
    }
}

@MainActor
open class UIAlertAction: NSObject, UIAccessibilityIdentification {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    open private(set) var title: String?
    open private(set) var style: Style
    open var isEnabled = true
    open var accessibilityIdentifier: String?
    fileprivate let handler: (@MainActor (UIAlertAction) -> Void)?

    private init(title: String?, style: Style, tappedHandler: (@MainActor (UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        handler = tappedHandler
        super.init()
    }

    /// A convenience initializer, as Swift imports the header's class factory.
    public convenience init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.init(title: title, style: style, tappedHandler: handler)
    }
}
