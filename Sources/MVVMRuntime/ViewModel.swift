/// The root of every view model: what navigation and the router need, whatever the screen.
@MainActor
open class BaseViewModel {
    /// Where this view model asks for other screens to be shown (convention C10).
    /// Weak: the navigator owns the controllers, which own their view models.
    public weak var navigator: (any Navigating)?

    public init() {}
}

/// A screen's view model, with a weak reference back to its controller (convention C1).
///
/// The controller owns its view model strongly; the view model only points back weakly,
/// so there is no retain cycle. The view model talks to the controller through
/// `callBack(_:info:)` with the screen's `CallbackAction` set (convention C2).
@MainActor
open class ViewModel<CallbackAction: OptionSet>: BaseViewModel {
    private weak var receiver: AnyObject?
    private var deliver: ((CallbackAction, Any?) -> Void)?

    public override init() {
        super.init()
    }

    /// The controller this view model reports to, if it is still alive.
    public var controller: AnyObject? { receiver }

    /// Connects this view model to `controller`; later callbacks go to it.
    public func bind<Receiver: ViewModelCallbackReceiver>(to controller: Receiver)
    where Receiver.CallbackAction == CallbackAction {
        receiver = controller
        deliver = { [weak controller] action, info in
            controller?.callBack(action: action, info: info)
        }
    }

    /// Sends `action` (one or several members at once) to the controller, if any.
    public func callBack(_ action: CallbackAction, info: Any? = nil) {
        guard receiver != nil else { return }
        deliver?(action, info)
    }
}
