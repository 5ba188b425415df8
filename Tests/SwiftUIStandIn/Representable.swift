// Part of the SwiftUI stand-in (see View.swift): UIViewControllerRepresentable, a SwiftUI
// view showing a UIKit controller (the UIKit stand-in's). Checked against Apple's
// documentation: Averyy/apple-dev-docs, documentation/SwiftUI/: uiviewcontrollerrepresentable.md
// (`@MainActor @preconcurrency protocol UIViewControllerRepresentable: View where Self.Body ==
// Never`, iOS 13, and its Topics), uiviewcontrollerrepresentable/makeuiviewcontroller-context.md
// (called once, when the controller is first made), updateuiviewcontroller-context.md,
// context.md (`typealias Context = UIViewControllerRepresentableContext<Self>`),
// makecoordinator.md (called before makeUIViewController), dismantleuiviewcontroller-
// coordinator.md (`@MainActor @preconcurrency static func dismantleUIViewController(_:
// coordinator:)`), each requirement `@MainActor @preconcurrency`; developer.apple.com/
// documentation/swiftui: uiviewcontrollerrepresentable/coordinator (`associatedtype
// Coordinator = Void`), makecoordinator()-9vwm8 (the default, where Coordinator == ()),
// uiviewcontrollerrepresentablecontext.md (`@MainActor @preconcurrency struct
// UIViewControllerRepresentableContext<Representable> where Representable:
// UIViewControllerRepresentable`), uiviewrepresentablecontext/coordinator (`let coordinator:
// Representable.Coordinator`, the UIView twin's: the controller context's page was not read).
// Not read: the defaults of dismantleUIViewController (nothing) and body. Left out:
// sizeThatFits(_:uiViewController:context:) (ProposedViewSize), the context's transaction and
// environment, UIViewRepresentable.
// Behaviour: in a hosting controller's graph (Hosting.swift) the controller is made once,
// with its coordinator, becomes the hosting controller's child, is updated at every build
// (the first included, as SwiftUI does: observed, not documented) and dismantled when a build
// no longer has it; `_StandIn.tree(of:)` makes a new graph, so a new controller, each build.

import UIKit

/// A view that represents a UIKit view controller.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// The type of view controller to present.
    associatedtype UIViewControllerType: UIViewController

    /// Creates the view controller object and configures its initial state.
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    /// Updates the state of the specified view controller with new information from SwiftUI.
    @MainActor @preconcurrency
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    /// Cleans up the presented view controller (and coordinator) in anticipation of their
    /// removal.
    @MainActor @preconcurrency
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

    /// A type to coordinate with the view controller.
    associatedtype Coordinator = Void

    /// Creates the custom instance that you use to communicate changes from your view
    /// controller to other parts of your SwiftUI interface.
    @MainActor @preconcurrency
    func makeCoordinator() -> Self.Coordinator

    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == () {
    public func makeCoordinator() -> Self.Coordinator { () }
}

@available(iOS 13.0, tvOS 13.0, *)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType,
        coordinator: Self.Coordinator
    ) {}

    public var body: Never { primitiveBody(self) }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
}

extension UIViewControllerRepresentable {
    /// Makes the controller once per place in the build's graph, updates it at every build.
    func standInNode() -> _StandIn.Node {
        let graph = StandInBuild.graph ?? ViewGraph()
        let entry = graph.represented(Self.self) {
            let coordinator = makeCoordinator()
            let controller = makeUIViewController(context: Context(coordinator: coordinator))
            return ViewGraph.Represented(controller: controller, coordinator: coordinator) {
                Self.dismantleUIViewController(controller, coordinator: coordinator)
            }
        }
        guard let controller = entry.controller as? UIViewControllerType,
            let coordinator = entry.coordinator as? Coordinator
        else { fatalError("\(Self.self)'s controller changed type between builds") }
        updateUIViewController(controller, context: Context(coordinator: coordinator))
        let node = _StandIn.Node(kind: .viewController, text: String(describing: UIViewControllerType.self))
        node.controller = controller
        return node
    }
}
