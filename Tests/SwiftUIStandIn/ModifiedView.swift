// Part of the SwiftUI stand-in (see View.swift): what a modifier records and how the built
// tree shows it. SwiftUI's modifiers are private types inside `ModifiedContent`, reached
// through `some View`; here one internal view, ModifiedView, carries them all.

/// What a modifier of the stand-in records.
enum StandInModifier {
    case navigationTitle(String)
    case onAppear((() -> Void)?)
    case task(StandInTask)
    case refreshable(@Sendable () async -> Void)
    case overlay(AnyView)
    case sheet(isPresented: () -> Bool, dismiss: () -> Void, content: () -> AnyView?)
    case destination(StandInDestination)
    case disabled(Bool)
    case tag(StandInTag)
    case tabItem(AnyView)
    case alert(title: String, isPresented: Binding<Bool>, actions: AnyView, message: AnyView?)
    case toolbar(any ToolbarContent)
    case toolbarViews(AnyView)
    case environment(ObjectIdentifier, AnyObject?)
}

/// A view with a modifier: SwiftUI's `ModifiedContent` with private modifiers.
struct ModifiedView<Content: View> {
    let content: Content
    let modifier: StandInModifier
}

extension ModifiedView: View {
    typealias Body = Never
    var body: Never { primitiveBody(self) }
}

extension ModifiedView: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        // The environment is set before the content is built: its bodies read it.
        if case .environment(let type, let object) = modifier {
            return StandInBuild.with(object, for: type) { _StandIn.node(of: content) }
        }
        let node = _StandIn.node(of: content)
        switch modifier {
        case .navigationTitle(let title): node.navigationTitle = title
        case .onAppear(let action): if let action { node.appearActions.append(action) }
        case .task(let task): node.tasks.append(task)
        case .refreshable(let action): node.refreshAction = action
        case .overlay(let view): node.overlays.append(_StandIn.node(of: view))
        case .sheet(let isPresented, let dismiss, let content):
            if isPresented(), let view = content() {
                // A sheet is a presentation of its own: links in it push onto no stack of the
                // presenter's (its environment is the presenter's).
                node.presentedSheet = StandInBuild.presented { _StandIn.node(of: view) }
                node.dismissAction = dismiss
            }
        case .destination(let destination): node.destinations.append(destination)
        case .disabled(let disabled):
            // "The higher views in a view hierarchy can override the value you set on this
            // view": an outer disabled(true) wins over an inner disabled(false).
            if disabled { for below in node.all { below.isDisabled = true } }
        case .tag(let tag): node.tag = tag
        case .tabItem(let label): node.tabItem = _StandIn.node(of: label)
        case .alert(let title, let isPresented, let actions, let message):
            if isPresented.wrappedValue {
                node.presentedAlert = alertNode(title, isPresented, actions, message)
            }
        case .toolbar(let content): node.toolbarItems += StandInToolbar.items(of: content)
        case .toolbarViews(let views): node.toolbarItems += StandInToolbar.items(of: views, placement: "automatic")
        case .environment: break
        }
        return node
    }

    /// An alert: its message's texts, then its buttons. "All actions in an alert dismiss the
    /// alert after the action runs"; "if no actions are present, the system includes a
    /// standard 'OK' action" (View.alert(_:isPresented:actions:message:)).
    @MainActor
    private func alertNode(
        _ title: String,
        _ isPresented: Binding<Bool>,
        _ actions: AnyView,
        _ message: AnyView?
    ) -> _StandIn.Node {
        var buttons = _StandIn.node(of: actions).all.filter { $0.kind == .button }
        for button in buttons {
            let run = button.action
            button.action = {
                run?()
                isPresented.wrappedValue = false
            }
        }
        if buttons.isEmpty {
            let ok = _StandIn.Node(kind: .button, text: "OK", children: [_StandIn.Node(kind: .text, text: "OK")])
            ok.action = { isPresented.wrappedValue = false }
            buttons = [ok]
        }
        let messageNodes = message.map { [_StandIn.node(of: $0)] } ?? []
        return _StandIn.Node(kind: .alert, text: title, children: messageNodes + buttons)
    }
}
