#if canImport(SwiftUI) && canImport(UIKit)
import MVVMRuntime
import SwiftUI
import UIKit

/// UIKit and SwiftUI screens in one app: each router can show the other flavour's screens,
/// so a route crosses flavours with no change to the view models.
@available(iOS 17.0, tvOS 17.0, *)
extension ViewControllerRouter where Controller == UIViewController {
    /// Registers a SwiftUI screen for a UIKit navigator: its view in a hosting controller,
    /// pushed or presented as any controller (its `navigationTitle` shows in the bar).
    public func register<Model: BaseViewModel, Content: View>(
        _ viewModelType: Model.Type,
        hosting makeView: @escaping (Model) -> Content
    ) {
        register(viewModelType) { UIHostingController(rootView: makeView($0)) }
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension ViewRouter {
    /// Registers a UIKit screen for a SwiftUI navigator: its controller, made by `make`,
    /// shown in the stack as a view.
    public func register<Model: BaseViewModel>(
        _ viewModelType: Model.Type,
        controller make: @escaping (Model) -> UIViewController
    ) {
        register(viewModelType) { model in ControllerView { make(model) } }
    }
}

/// A UIKit controller shown by SwiftUI: made once, when the view first appears.
@available(iOS 17.0, tvOS 17.0, *)
public struct ControllerView: UIViewControllerRepresentable {
    private let make: () -> UIViewController

    /// Shows the controller `make` builds, made once, when SwiftUI first shows this view.
    public init(_ make: @escaping () -> UIViewController) {
        self.make = make
    }

    /// Builds the controller, once.
    public func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    /// Nothing to update: the controller's view model drives it.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
#endif
