// Part of the SwiftUI stand-in (see View.swift): the stand-in's own inspection API, NOT
// SwiftUI API (SwiftUI renders; the stand-in builds a tree a test can read). `_StandIn.tree(of:)`
// or `view._standInTree()` builds a view's body recursively, as SwiftUI would before showing
// it: texts shown, buttons that run their action when tapped, list rows, actions of
// `onAppear`, `task` and `refreshable`, a presented sheet's content, and a NavigationStack's
// screens (its root and one destination view per element of its path). The tree is a
// snapshot: after a tap changes state, build it again to see what SwiftUI would show.
// State lives with the view value (see State.swift): a view created inside a body starts
// from its initial state at each build.

/// The stand-in's inspection API: not SwiftUI's.
public enum _StandIn {
    /// A built view: what it shows and what a person can do with it.
    @MainActor
    public final class Node {
        public enum Kind: Equatable, Sendable {
            case group, text, button, stack, list, row, section, progress, spacer, navigationStack, screen
        }

        public let kind: Kind
        /// A text's string, a button's title (its label's texts), a section's or progress
        /// view's title.
        public internal(set) var text: String?
        public internal(set) var children: [Node]
        /// The title `navigationTitle(_:)` gave this view.
        public internal(set) var navigationTitle: String?
        /// Views `overlay(alignment:content:)` put over this one.
        public internal(set) var overlays: [Node] = []
        /// The sheet shown by `sheet(isPresented:…)` or `sheet(item:…)`, when presented.
        public internal(set) var presentedSheet: Node?
        var action: (@MainActor () -> Void)?
        var appearActions: [() -> Void] = []
        var tasks: [() async -> Void] = []
        var refreshAction: (@Sendable () async -> Void)?
        var dismissAction: (() -> Void)?
        var destinations: [(AnyHashable) -> Node?] = []

        init(kind: Kind, text: String? = nil, children: [Node] = [], action: (@MainActor () -> Void)? = nil) {
            self.kind = kind
            self.text = text
            self.children = children
            self.action = action
        }

        /// This node, then every node below it, depth first (overlays after children; a
        /// presented sheet is not below its presenter: read `presentedSheet`).
        public var all: [Node] {
            [self] + children.flatMap(\.all) + overlays.flatMap(\.all)
        }

        /// The strings of every Text shown, in order.
        public var texts: [String] {
            all.filter { $0.kind == .text }.compactMap(\.text)
        }

        /// The first button whose title is `title`.
        public func button(_ title: String) -> Node? {
            all.first { $0.kind == .button && $0.text == title }
        }

        /// The rows of the first list, one per ForEach element or static child.
        public var rows: [Node] {
            guard let list = all.first(where: { $0.kind == .list }) else { return [] }
            return list.all.filter { $0.kind == .row }
        }

        /// A NavigationStack's screens: its root, then one per element of its path.
        public var screens: [Node] {
            all.first(where: { $0.kind == .navigationStack })?.children ?? []
        }

        /// Taps this button: runs its action. Returns false for a node that is no button.
        @discardableResult
        public func tap() -> Bool {
            guard kind == .button, let action else { return false }
            action()
            return true
        }

        /// Taps the first button titled `title`; false when there is none.
        @discardableResult
        public func tap(_ title: String) -> Bool {
            button(title)?.tap() ?? false
        }

        /// Runs every `onAppear` action below this node, depth first, as SwiftUI does before
        /// the views appear.
        public func appear() {
            for node in all {
                for action in node.appearActions { action() }
            }
        }

        /// Runs every `task` action below this node, one after the other, to their end.
        public func runTasks() async {
            for node in all {
                for task in node.tasks { await task() }
            }
        }

        /// Runs the first `refreshable` action below this node (pull to refresh); false when
        /// there is none.
        @discardableResult
        public func refresh() async -> Bool {
            guard let action = all.lazy.compactMap(\.refreshAction).first else { return false }
            await action()
            return true
        }

        /// Dismisses the presented sheet below this node, as a swipe down does: the binding
        /// becomes false or nil and `onDismiss` runs. False when no sheet is presented.
        @discardableResult
        public func dismissSheet() -> Bool {
            guard let dismiss = all.lazy.compactMap(\.dismissAction).first else { return false }
            dismiss()
            return true
        }
    }

    /// Builds `view` and everything in it.
    @MainActor
    public static func tree<V: View>(of view: V) -> Node {
        node(of: view)
    }

    @MainActor
    static func node<V: View>(of view: V) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.standInNode()
        }
        if V.Body.self == Never.self {
            fatalError("\(V.self) has no body and is no view the stand-in knows")
        }
        return node(of: view.body)
    }
}

extension View {
    /// The stand-in's inspection (not SwiftUI API): see `_StandIn.tree(of:)`.
    @MainActor
    public func _standInTree() -> _StandIn.Node {
        _StandIn.tree(of: self)
    }
}

/// What a modifier of the stand-in records (SwiftUI's modifiers are private types).
enum StandInModifier {
    case navigationTitle(String)
    case onAppear((() -> Void)?)
    case task(() async -> Void)
    case refreshable(@Sendable () async -> Void)
    case overlay(AnyView)
    case sheet(isPresented: () -> Bool, dismiss: () -> Void, content: () -> AnyView?)
    case destination((AnyHashable) -> AnyView?)
}

/// A view with a modifier: SwiftUI's `ModifiedContent` with private modifiers, reached
/// through `some View`.
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
        let node = _StandIn.node(of: content)
        switch modifier {
        case .navigationTitle(let title): node.navigationTitle = title
        case .onAppear(let action): if let action { node.appearActions.append(action) }
        case .task(let action): node.tasks.append(action)
        case .refreshable(let action): node.refreshAction = action
        case .overlay(let view): node.overlays.append(_StandIn.node(of: view))
        case .sheet(let isPresented, let dismiss, let content):
            if isPresented(), let view = content() {
                node.presentedSheet = _StandIn.node(of: view)
                node.dismissAction = dismiss
            }
        case .destination(let build):
            node.destinations.append { value in build(value).map { _StandIn.node(of: $0) } }
        }
        return node
    }
}
