/// The root of every view model: what navigation and the router need, whatever the screen.
@MainActor
open class BaseViewModel {
    /// Where this view model asks for other screens to be shown (convention C10).
    /// Weak: the navigator owns the controllers, which own their view models.
    public weak var navigator: (any Navigating)?
    /// Objects made once and kept (a tab bar's tabs, a list's pages, the HUD), by key:
    /// generated extensions cannot hold stored properties, so they keep theirs here.
    private var keptObjects: [String: AnyObject] = [:]
    /// The controller's tasks, once it connects; weak, so the controller still owns them.
    private weak var controllerTasks: CommandTasks?

    /// A view model with no navigator yet.
    public init() {}

    /// The tasks the screen's async commands run as: the controller's once it connects (so
    /// leaving the screen cancels them), until then this view model's own. A generated
    /// `start<Command>()` of the view model runs its command here: the view model starts a
    /// command later, when a child screen hands a result back or a row's button is tapped.
    public var commandTasks: CommandTasks {
        controllerTasks ?? kept("commandTasks") { CommandTasks() }
    }

    /// Makes `tasks`, the controller's, those the view model's commands run as; the
    /// controller's regenerated `connectViewModel()` calls it.
    public func useCommandTasks(_ tasks: CommandTasks) {
        controllerTasks = tasks
    }

    /// The view model kept under `key`, made by `make` on first use: a tab bar keeps its
    /// tabs' view models, and what they hold, for as long as it lives.
    public func keptViewModel<Child: BaseViewModel>(_ key: String, make: () -> Child) -> Child {
        kept("viewModel." + key, make: make)
    }

    /// The object kept under `key`, made by `make` on first use and kept while this view
    /// model lives.
    public func kept<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        if let kept = keptObjects[key] as? Object { return kept }
        let object = make()
        keptObjects[key] = object
        return object
    }
}

/// A screen's view model, with a weak reference back to its controller (convention C1).
///
/// The controller owns its view model strongly; the view model only points back weakly,
/// so there is no retain cycle. The view model talks to the controller through
/// `callBack(_:info:)` with the screen's `CallbackAction` set (convention C2).
///
/// Callbacks sent while no controller listens (before it binds, or while a cell is off
/// screen) are held and delivered, oldest first, when one binds: none is lost. The same
/// action set sent again replaces its held entry, so what is held stays small.
@MainActor
open class ViewModel<CallbackAction: OptionSet>: BaseViewModel {
    private weak var receiver: AnyObject?
    private var deliver: ((CallbackAction, Any?) -> Void)?
    private var held = HeldCallbacks<CallbackAction>()

    /// A view model no controller listens to yet: callbacks are held until one binds.
    public override init() {
        super.init()
    }

    /// The controller this view model reports to, if it is still alive.
    public var controller: AnyObject? { receiver }

    /// The callbacks sent while nobody listened, oldest first, not yet delivered.
    public var heldCallbacks: [(action: CallbackAction, info: Any?)] { held.entries }

    /// Connects this view model to `controller`; later callbacks go to it, and those held
    /// while nobody listened are delivered now.
    public func bind<Receiver: ViewModelCallbackReceiver>(to controller: Receiver)
    where Receiver.CallbackAction == CallbackAction {
        receiver = controller
        deliver = { [weak controller] action, info in
            controller?.callBack(action: action, info: info)
        }
        for entry in held.takeAll() {
            callBack(entry.action, info: entry.info)
        }
    }

    /// Like `bind(to:)`, for a receiver that shows one view model at a time (a reused cell):
    /// the view model it listened to before stops reporting to it.
    public func bindReplacing<Receiver: ViewModelCallbackReceiver>(to receiver: Receiver)
    where Receiver.CallbackAction == CallbackAction {
        ReceiverBindings.replace(in: receiver) { [weak self, weak receiver] in
            if let receiver { self?.unbind(from: receiver) }
        }
        bind(to: receiver)
    }

    /// Disconnects `controller` if it is the one listening; later callbacks are held.
    public func unbind(from controller: AnyObject) {
        guard receiver === controller else { return }
        receiver = nil
        deliver = nil
    }

    /// Sends `action` (one or several members at once) to the controller, or holds it
    /// until one binds.
    public func callBack(_ action: CallbackAction, info: Any? = nil) {
        guard receiver != nil, let deliver else {
            held.hold(action, info: info)
            return
        }
        deliver(action, info)
    }
}
