// Part of the SwiftUI stand-in (see View.swift): the stand-in's own inspection API, NOT
// SwiftUI API (SwiftUI renders; the stand-in builds a tree a test can read). `_StandIn.tree(of:)`
// or `view._standInTree()` builds a view's body recursively, as SwiftUI would before showing
// it: texts shown, buttons and navigation links that run their action when tapped, text
// fields and toggles, list rows, actions of `onAppear`, `task` and `refreshable`, a presented
// sheet's content or alert, toolbar items, a NavigationStack's screens (its root and one
// destination view per element of its path) and a TabView's tabs (only the selected one's
// content is shown). The tree is a snapshot: after a tap changes state, build it again to
// see what SwiftUI would show. State lives with the view value (see State.swift): a view
// created inside a body starts from its initial state at each build. Acting on the tree
// (typing, toggling, selecting a tab, tapping alert buttons): InspectionActions.swift.

import UIKit

/// The stand-in's inspection API: not SwiftUI's.
public enum _StandIn {
    /// A built view: what it shows and what a person can do with it.
    @MainActor
    public final class Node {
        public enum Kind: Equatable, Sendable {
            case group, text, button, stack, list, row, section, progress, spacer, navigationStack, screen
            case link, textField, secureField, toggle, image, tabView, tab, alert, toolbarItem, viewController
        }

        public let kind: Kind
        /// A text's string, a button's, link's or tab's title (its label's texts), a field's or
        /// toggle's title, an alert's title, a section's or progress view's title, an image's
        /// system name.
        public internal(set) var text: String?
        public internal(set) var children: [Node]
        /// The title `navigationTitle(_:)` gave this view.
        public internal(set) var navigationTitle: String?
        /// Views `overlay(alignment:content:)` put over this one.
        public internal(set) var overlays: [Node] = []
        /// The sheet shown by `sheet(isPresented:…)` or `sheet(item:…)`, when presented.
        public internal(set) var presentedSheet: Node?
        /// The alert shown by `alert(_:isPresented:…)`, when presented: its title, its
        /// message's texts, then its buttons (a standard "OK" when it declares none).
        public internal(set) var presentedAlert: Node?
        /// Items `toolbar(content:)` put in the navigation bar or toolbar.
        public internal(set) var toolbarItems: [Node] = []
        /// A toolbar item's placement, by the name of its `ToolbarItemPlacement` member.
        public internal(set) var placement: String?
        /// A text field's text, as its binding holds it when built.
        public internal(set) var value: String?
        /// A toggle's state, as its binding holds it when built.
        public internal(set) var isOn: Bool?
        /// True under `disabled(true)`, or for a link with a nil value: taps and typing do nothing.
        public internal(set) var isDisabled = false
        /// A TabView's tabs, in order (only the selected one's content is in `children`).
        public internal(set) var tabs: [Node] = []
        /// True for the tab a TabView shows.
        public internal(set) var isSelected = false
        /// The UIKit controller a `UIViewControllerRepresentable` shows.
        public internal(set) var controller: UIViewController?
        var action: (@MainActor () -> Void)?
        var edit: ((String) -> Void)?
        var appearActions: [() -> Void] = []
        var tasks: [StandInTask] = []
        var refreshAction: (@Sendable () async -> Void)?
        var dismissAction: (() -> Void)?
        var destinations: [StandInDestination] = []
        /// What `tag(_:includeOptional:)` and `tabItem(_:)` gave this view, read by TabView.
        var tag: StandInTag?
        var tabItem: Node?

        init(kind: Kind, text: String? = nil, children: [Node] = [], action: (@MainActor () -> Void)? = nil) {
            self.kind = kind
            self.text = text
            self.children = children
            self.action = action
        }

        /// This node, then every node below it, depth first (overlays and toolbar items after
        /// children; a presented sheet or alert is not below its presenter: read
        /// `presentedSheet`, `presentedAlert`).
        public var all: [Node] {
            [self] + children.flatMap(\.all) + overlays.flatMap(\.all) + toolbarItems.flatMap(\.all)
        }

        /// The strings of every Text shown, in order.
        public var texts: [String] {
            all.filter { $0.kind == .text }.compactMap(\.text)
        }

        /// The first button or navigation link whose title is `title`.
        public func button(_ title: String) -> Node? {
            all.first { ($0.kind == .button || $0.kind == .link) && $0.text == title }
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

        /// Taps this button, link, toggle or tab: runs its action. Returns false for a node
        /// that has none, or is disabled.
        @discardableResult
        public func tap() -> Bool {
            guard !isDisabled, let action else { return false }
            action()
            return true
        }

        /// Taps the first button or navigation link titled `title`; false when there is none.
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
            for task in all.flatMap(\.tasks) { await task.run() }
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
        StandInBuild.run(in: ViewGraph()) { node(of: view) }
    }

    @MainActor
    static func node<V: View>(of view: V) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.standInNode()
        }
        if let representable = view as? any UIViewControllerRepresentable {
            return representable.standInNode()
        }
        if V.Body.self == Never.self {
            fatalError("\(V.self) has no body and is no view the stand-in knows")
        }
        // As SwiftUI updates a view's dynamic properties before its body.
        for property in Mirror(reflecting: view).children {
            (property.value as? any InstalledProperty)?.install()
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

/// A dynamic property the stand-in updates from the build before a body reads it.
protocol InstalledProperty {
    @MainActor func install()
}

/// A `task` action, with the `id` of `task(id:priority:_:)` (nil for `task(priority:_:)`).
struct StandInTask {
    let id: (any Equatable)?
    let run: () async -> Void
}

/// What `tag(_:includeOptional:)` set: whether a TabView's selection value selects the view,
/// and the selection value that selects it (nil when the tag's type is not the selection's).
struct StandInTag {
    let selects: (_ selection: Any, _ selectionType: Any.Type) -> Bool
    let value: (_ selectionType: Any.Type) -> Any?
}
