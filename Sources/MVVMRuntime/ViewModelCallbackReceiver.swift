/// What a view controller implements to hear from its view model (convention C2).
///
/// There is one light callback method per screen; each screen only defines the
/// *parameter*: an `OptionSet` of callback actions, several of which can be sent at once.
@MainActor
public protocol ViewModelCallbackReceiver<CallbackAction>: AnyObject {
    /// The screen's `OptionSet` of callback actions (`TopViewCallbackAction`).
    associatedtype CallbackAction: OptionSet

    /// Handles every action in `action`; `info` is an optional payload.
    func callBack(action: CallbackAction, info: Any?)
}
