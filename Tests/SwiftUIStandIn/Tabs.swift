// Part of the SwiftUI stand-in (see View.swift): TabView with `tabItem(_:)` and `tag(_:)`.
// Checked against Apple's documentation: Averyy/apple-dev-docs, documentation/SwiftUI/:
// tabview.md (`nonisolated struct TabView<SelectionValue, Content> where SelectionValue:
// Hashable, Content: View`, iOS 13), view/tabitem.md (`nonisolated func tabItem<V>(@ViewBuilder
// _ label: () -> V) -> some View where V: View`, iOS 13); developer.apple.com/documentation/
// swiftui: tabview/init(content:) (`nonisolated init(@ViewBuilder content: () -> Content)`, iOS
// 13, in the extension where SelectionValue == Int), view/tag(_:includeoptional:)
// (`nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V:
// Hashable`, iOS 13: the tag is also set for Optional<V> unless includeOptional is false).
// TabView's `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`
// (iOS 13) is from a copy of SwiftUI's interface (Rocky Young's Shape.swift, SwiftUI 2): the
// mirror's init(selection:content:) page is iOS 18's Tab form. Left out: the iOS 18 `Tab`
// API (TabContentBuilder), used by nothing here yet; tab view styles, badges.
// Behaviour: the tab whose tag matches the selection is shown (its content alone is built
// into the tree); a selection no tag matches shows the first tab, as SwiftUI does (observed,
// not documented). Without a selection binding the TabView keeps its own, in the TabView
// value: one created inside a body starts on its first tab at each build.

/// A view that switches between multiple child views using interactive user interface
/// elements.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    let ownIndex = StateBox(0)

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension TabView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension TabView: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let pages = tabPages(of: _StandIn.node(of: content))
        var selected = min(ownIndex.value, max(pages.count - 1, 0))
        if let selection {
            let value = selection.wrappedValue
            selected = pages.firstIndex { $0.tag?.selects(value, SelectionValue.self) == true } ?? 0
        }
        let tabView = _StandIn.Node(kind: .tabView, children: pages.isEmpty ? [] : [pages[selected]])
        tabView.tabs = pages.enumerated().map { index, page in
            let label = page.tabItem
            let tab = _StandIn.Node(
                kind: .tab,
                text: label?.texts.joined(separator: " "),
                children: label.map { [$0] } ?? []
            )
            tab.isSelected = index == selected
            tab.action = { select(index, tag: page.tag) }
            return tab
        }
        return tabView
    }

    /// A tab tapped: the selection becomes its tag (nothing happens to a bound selection for a
    /// tab without a tag of the selection's type); an unbound TabView selects it by place.
    private func select(_ index: Int, tag: StandInTag?) {
        guard let selection else {
            ownIndex.value = index
            return
        }
        if let tagged = tag?.value(SelectionValue.self), let value = tagged as? SelectionValue {
            selection.wrappedValue = value
        }
    }
}

/// A TabView's tabs: each view of its content, through groups (a ForEach's elements included).
@MainActor
private func tabPages(of node: _StandIn.Node) -> [_StandIn.Node] {
    switch node.kind {
    case .group where node.tag == nil && node.tabItem == nil: node.children.flatMap(tabPages(of:))
    case .row where node.children.count == 1: tabPages(of: node.children[0])
    default: [node]
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension View {
    /// Sets the tab bar item associated with this view.
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        ModifiedView(content: self, modifier: .tabItem(AnyView(label())))
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    /// Sets the unique tag value of this view.
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        let recorded = StandInTag(
            selects: { selection, type in
                if type == V.self { return (selection as? V) == tag }
                return includeOptional && type == V?.self && (selection as? V?) == tag
            },
            value: { type in
                if type == V.self { return tag }
                return includeOptional && type == V?.self ? V?.some(tag) as Any : nil
            }
        )
        return ModifiedView(content: self, modifier: .tag(recorded))
    }
}
