// Part of the SwiftUI stand-in (see View.swift): NavigationStack, NavigationPath and
// navigationDestination(for:destination:).
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// navigationstack.md (`nonisolated struct NavigationStack<Data, Root> where Root: View`,
// iOS 16), navigationpath/append.md (`mutating func append<V>(_ value: V) where V:
// Decodable, V: Encodable, V: Hashable`), navigationpath/count.md, navigationpath/isempty.md,
// navigationpath/removelast.md, navigationpath/init.md,
// view/navigationdestination-fordestination.md (`nonisolated func navigationDestination<D,
// C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View where D:
// Hashable, C: View`), navigationstack/init-root.md (`nonisolated init(root:) where Data ==
// NavigationPath`; the page's builder is `@ContentBuilder`, SwiftUI's interface's
// `@ViewBuilder`), navigationstack/init-pathroot.md (`@MainActor @preconcurrency init(path:
// Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data:
// RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable`; the
// mirror keeps one page per name, so the `Binding<NavigationPath>` form is given the same
// isolation). From SwiftUI's interface: NavigationPath's `append<V: Hashable>` and its
// sequence initializers. Left out: NavigationPath's `codable`,
// navigationDestination(isPresented:) and (item:). NavigationLink: NavigationLink.swift.
// A stack made with `init(root:)` keeps its path in the NavigationStack value (SwiftUI: in its
// state): one created inside a body starts empty at each build.

/// A type-erased list of data representing the content of a navigation stack.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a new navigation path from the contents of a sequence of codable values.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// Appends a new codable value to the end of this path.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A view that displays a root view and enables you to present additional views over the
/// root view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root> where Root: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    let ownPath = StateBox<[AnyHashable]>([])
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    @MainActor @preconcurrency
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = path.elements
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack
where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    @MainActor @preconcurrency
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(
            reading: { path.wrappedValue.map { AnyHashable($0) } },
            writing: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
        )
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension NavigationStack: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let ownPath = ownPath
        let path = path ?? Binding(reading: { ownPath.value }, writing: { ownPath.value = $0 })
        let context = NavigationContext { path.wrappedValue.append($0) }
        return StandInBuild.with(context) {
            let rootNode = _StandIn.node(of: root)
            var screens = [_StandIn.Node(kind: .screen, children: [rootNode])]
            // Each element of the path shows the destination registered for its type, by any
            // screen below it (as SwiftUI looks in the stack's views).
            context.destinations = rootNode.all.flatMap(\.destinations)
            for element in path.wrappedValue {
                guard let view = context.destinations.lazy.compactMap({ $0.view(element) }).first else {
                    // SwiftUI logs that no destination matches and shows nothing for it.
                    break
                }
                let destination = _StandIn.node(of: view)
                context.destinations += destination.all.flatMap(\.destinations)
                screens.append(_StandIn.Node(kind: .screen, children: [destination]))
            }
            return _StandIn.Node(kind: .navigationStack, children: screens)
        }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Associates a destination view with a presented data type for use within a
    /// navigation stack.
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        let shown = StandInDestination(
            accepts: { $0.base is D },
            view: { value in (value.base as? D).map { AnyView(destination($0)) } }
        )
        return ModifiedView(content: self, modifier: .destination(shown))
    }
}
