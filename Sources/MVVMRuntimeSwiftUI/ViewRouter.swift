#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// Maps each view model type to the view that shows it (convention C10), for the swiftui
/// flavour: what `ViewControllerRouter` is for controllers. A navigator asks it for the view
/// of each view model it shows; the generated `register<File>Screens()` fills it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class ViewRouter {
    private var factories: [ObjectIdentifier: (BaseViewModel) -> AnyView] = [:]
    private var containers: Set<ObjectIdentifier> = []

    /// An empty router: `register…Screens()` fills it.
    public init() {}

    /// Registers how to build the view of `viewModelType`; a later call replaces it.
    /// `holdsStacks`: the view holds navigation stacks of its own (a tab bar, whose tabs each
    /// have one), so a navigator shows it as it is, not inside a `NavigationStack`.
    public func register<Model: BaseViewModel, Content: View>(
        _ viewModelType: Model.Type,
        holdsStacks: Bool = false,
        @ViewBuilder makeView: @escaping (Model) -> Content
    ) {
        let key = ObjectIdentifier(viewModelType)
        factories[key] = { viewModel in
            // The key is the dynamic type of `viewModel`, so this cast always holds.
            AnyView(makeView(viewModel as! Model))
        }
        if holdsStacks { containers.insert(key) } else { containers.remove(key) }
    }

    /// Whether a view is registered for the type of `viewModel`.
    public func canRoute(_ viewModel: BaseViewModel) -> Bool {
        factories[ObjectIdentifier(type(of: viewModel))] != nil
    }

    /// Whether the view of `viewModel` holds its own navigation stacks (a tab bar).
    public func holdsStacks(_ viewModel: BaseViewModel) -> Bool {
        containers.contains(ObjectIdentifier(type(of: viewModel)))
    }

    /// The view of `viewModel`, or nil when its type was never registered.
    public func view(for viewModel: BaseViewModel) -> AnyView? {
        factories[ObjectIdentifier(type(of: viewModel))]?(viewModel)
    }
}
#endif
