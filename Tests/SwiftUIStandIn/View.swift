// The SwiftUI stand-in: the module named SwiftUI that tests compile and run against on Linux,
// where SwiftUI is missing. Each declaration has Apple's signature, isolation and
// availability; what a view shows is read through the stand-in's own inspection API
// (Inspection.swift, `_StandIn`), which is no SwiftUI API.
//
// This file: the View protocol and the views every builder needs. Checked against Apple's
// documentation (Averyy/apple-dev-docs, documentation/SwiftUI/): view.md (`@MainActor
// @preconcurrency protocol View`; a conformance in an extension is not main-actor isolated),
// view/body-8kl5o.md (`@MainActor @preconcurrency var body: Self.Body { get }`; the page names
// the builder `@ContentBuilder`, SwiftUI's interface `@ViewBuilder`), emptyview.md,
// anyview.md, tupleview.md (each `@frozen nonisolated struct`: their conformance is in an
// extension here, which is the same). From SwiftUI's interface, no page read:
// `_ConditionalContent` (an underscored type the documentation leaves out) and the View
// conformances of Never and Optional.
// Differences that Linux forces, the public shape kept: Apple's primitive views have
// `Body == Never` and a `body` that traps, as here; their rendering is private to SwiftUI
// and is here an internal protocol, `PrimitiveView`, which the inspection reads.
// `_ConditionalContent`'s storage is private in SwiftUI (an internal enum here).

/// A type that represents part of your app's user interface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

/// What a primitive view (`Body == Never`) gives the inspection instead of a body.
protocol PrimitiveView {
    @MainActor func standInNode() -> _StandIn.Node
}

/// The body of a view that has none: calling it is a programming error, as in SwiftUI.
func primitiveBody<V>(_ view: V) -> Never {
    fatalError("\(V.self) is a primitive view: it has no body")
}

/// A view that doesn't contain any content.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EmptyView: Sendable {
    @inlinable
    public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension EmptyView: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .group) }
}

/// A type-erased view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView {
    let view: any View

    public init<V>(_ view: V) where V: View {
        self.view = view
    }

    public init<V>(erasing view: V) where V: View {
        self.init(view)
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension AnyView: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.node(of: view) }
}

/// A View created from a swift tuple of View values.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct TupleView<T> {
    public var value: T

    @inlinable
    public init(_ value: T) {
        self.value = value
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension TupleView: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        // The builder makes `TupleView<(repeat each Content)>`; its elements are read by
        // reflection, each one a view.
        let children = Mirror(reflecting: value).children.map { child in
            guard let view = child.value as? any View else {
                fatalError("TupleView element \(type(of: child.value)) is not a view")
            }
            return _StandIn.node(of: view)
        }
        return _StandIn.Node(kind: .group, children: children)
    }
}

/// Content that shows one of two views: what `if`/`else` and `switch` make in a builder.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline
    let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func standInNode() -> _StandIn.Node {
        switch storage {
        case .trueContent(let view): _StandIn.node(of: view)
        case .falseContent(let view): _StandIn.node(of: view)
        }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func standInNode() -> _StandIn.Node {
        switch self {
        case .some(let view): _StandIn.node(of: view)
        case .none: _StandIn.Node(kind: .group)
        }
    }
}
