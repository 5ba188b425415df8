/// The templates that ship with mvvmgen, built into the binary: each `*Template.swift` in
/// this folder holds one template's text, so the text is written once and needs no copy.
public enum BuiltInTemplates {
    public static let sources: [String: String] = [
        "CallbackAction.swift.stencil": callbackAction,
        "CellView.swift.stencil": cellView,
        "CellViewCallbacks.swift.stencil": cellViewCallbacks,
        "Model.swift.stencil": model,
        "Router.swift.stencil": router,
        "Routes.stencil": routes,
        "ScreenMembers.stencil": screenMembers,
        "SwiftUIEvents.swift.stencil": swiftUIEvents,
        "SwiftUIPaging.stencil": swiftUIPaging,
        "SwiftUIPreviews.swift.stencil": swiftUIPreviews,
        "SwiftUIView.swift.stencil": swiftUIView,
        "SwiftUIViewControls.stencil": swiftUIViewControls,
        "SwiftUIViewModel.swift.stencil": swiftUIViewModel,
        "SwiftUIViewModelInterface.swift.stencil": swiftUIViewModelInterface,
        "SwiftUIViewWiring.swift.stencil": swiftUIViewWiring,
        "ViewController.swift.stencil": viewController,
        "ViewControllerCallbacks.swift.stencil": viewControllerCallbacks,
        "ViewModel.swift.stencil": viewModel,
        "ViewModelInterface.swift.stencil": viewModelInterface,
        "ViewModelTests.swift.stencil": viewModelTests,
        "ViewRouter.swift.stencil": viewRouter,
    ]
}
