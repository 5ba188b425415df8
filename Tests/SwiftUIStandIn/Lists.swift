// Part of the SwiftUI stand-in (see View.swift): List, ForEach and Section.
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// list/init-content.md (`nonisolated init(content:)`), list/init-rowcontent.md and
// list/init-idrowcontent.md (that mirror keeps one page per name: they show the Binding<Data>
// forms, `@MainActor @preconcurrency`; the collection forms here are given the same
// isolation, as in SwiftUI's interface), section/init-content.md (iOS 15, the
// LocalizedStringKey title: the StringProtocol form here has the same availability). ForEach's
// pages in that mirror are MapKit's; its View initializers come from SwiftUI's interface.
// The views' conformance to View is in extensions (Apple 26: `nonisolated struct`).
// Left out: selection, editing, children (outline) lists, Section's header/footer builders.

/// A container that presents rows of data arranged in a single column.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue, Content> where SelectionValue: Hashable, Content: View {
    let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    @MainActor @preconcurrency
    public init<Data, RowContent>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {
        content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    @MainActor @preconcurrency
    public init<Data, ID, RowContent>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        content = ForEach(data, id: id, content: rowContent)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension List: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let built = _StandIn.node(of: content)
        // A list's rows: each ForEach element, else each view written in it.
        if !built.all.contains(where: { $0.kind == .row }) {
            let views = built.kind == .group ? built.children : [built]
            return _StandIn.Node(kind: .list, children: views.map { _StandIn.Node(kind: .row, children: [$0]) })
        }
        return _StandIn.Node(kind: .list, children: [built])
    }
}

/// A structure that computes views on demand from an underlying collection of identified
/// data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The collection of underlying identified data that SwiftUI uses to create views
    /// dynamically.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates based
    /// on the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        id = { $0.id }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates based
    /// on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        id = { $0 }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension ForEach: PrimitiveView where Content: View {
    func standInNode() -> _StandIn.Node {
        let rows = data.map { element in
            _StandIn.Node(kind: .row, children: [_StandIn.node(of: content(element))])
        }
        return _StandIn.Node(kind: .group, children: rows)
    }
}

/// A container view that you can use to add hierarchy within certain views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    let title: String?
    let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a header from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.title = String(title)
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func standInNode() -> _StandIn.Node {
        _StandIn.Node(kind: .section, text: title, children: [_StandIn.node(of: content)])
    }
}
