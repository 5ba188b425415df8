/// Maps each view model type to the factory of its controller (convention C10).
///
/// Generic over the controller type so that it needs no UIKit: the view layer uses
/// `ViewControllerRouter<UIViewController>`, tests can use any class.
@MainActor
public final class ViewControllerRouter<Controller: AnyObject> {
    private var factories: [ObjectIdentifier: (BaseViewModel) -> Controller] = [:]

    /// A router with no screen registered.
    public init() {}

    /// Registers how to build the controller of `viewModelType`; a later call replaces it.
    public func register<Model: BaseViewModel>(
        _ viewModelType: Model.Type,
        makeController: @escaping (Model) -> Controller
    ) {
        factories[ObjectIdentifier(viewModelType)] = { viewModel in
            // The key is the dynamic type of `viewModel`, so this cast always holds.
            makeController(viewModel as! Model)
        }
    }

    /// Whether a controller is registered for the type of `viewModel`.
    public func canRoute(_ viewModel: BaseViewModel) -> Bool {
        factories[ObjectIdentifier(type(of: viewModel))] != nil
    }

    /// The controller for `viewModel`, or `nil` when its type was never registered.
    public func controller(for viewModel: BaseViewModel) -> Controller? {
        factories[ObjectIdentifier(type(of: viewModel))]?(viewModel)
    }
}
