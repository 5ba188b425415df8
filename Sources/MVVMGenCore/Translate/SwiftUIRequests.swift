/// The files of a screen of the swiftui flavour: the same descriptions as a UIKit screen's,
/// rendered by the SwiftUI templates. The callback set and the tests are shared with UIKit.
enum SwiftUIRequests {
    /// Each file as (template, path, ownership), made into a request by `make`.
    static func of(
        _ screen: ScreenSpec,
        context: RenderContext,
        generated: String,
        spec: ValidatedSpec,
        make: (String, String, Ownership) -> RenderRequest
    ) -> [RenderRequest] {
        let names = ScreenNames(screen: screen.name.text)
        let view = screen.kind == .cell ? names.cellView : names.swiftUIView
        var interface = make(
            "SwiftUIViewModelInterface.swift.stencil",
            Translator.path(in: generated, names.viewModel, "+Interface.swift"),
            .regenerated
        )
        interface.role = .viewModelInterface
        var requests = [
            make("CallbackAction.swift.stencil", Translator.path(in: generated, names.callbackAction), .regenerated),
            interface,
        ]
        if screen.callbacks.contains(where: \.isEvent) {
            requests.append(
                make("SwiftUIEvents.swift.stencil", Translator.path(in: generated, names.event), .regenerated)
            )
        }
        var viewModel = make("SwiftUIViewModel.swift.stencil", Translator.path(names.viewModel), .createdOnce)
        viewModel.keptFileCalls = KeptFileCalls.viewModel(screen, resolved: spec.resolved(screen))
        viewModel.role = .viewModel
        requests.append(viewModel)
        requests.append(
            make(
                "SwiftUIViewWiring.swift.stencil",
                Translator.path(in: generated, view, "+ViewModel.swift"),
                .regenerated
            )
        )
        var created = make("SwiftUIView.swift.stencil", "\(view).swift", .createdOnce)
        created.keptFileCalls = [KeptFileCalls.connectSwiftUIView]
        requests.append(created)
        if screen.kind != .cell {
            requests.append(
                make(
                    "SwiftUIPreviews.swift.stencil",
                    Translator.path(in: generated, view, "+Previews.swift"),
                    .regenerated
                )
            )
        }
        return requests
    }
}
