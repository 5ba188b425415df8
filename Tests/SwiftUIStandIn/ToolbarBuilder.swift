// Part of the SwiftUI stand-in (see View.swift; checked as Toolbar.swift says): the result
// builder of toolbar content, with SwiftUI's one-to-ten-item blocks (no variadic block: a
// toolbar of eleven items is rejected, as in SwiftUI), `if` (iOS 16) and `if`/`else`.

/// Constructs a toolbar item set from multi-expression closures.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent {
        content
    }

    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent {
        ToolbarGroup([c0, c1])
    }

    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        ToolbarGroup([c0, c1, c2])
    }

    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        ToolbarGroup([c0, c1, c2, c3])
    }

    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        ToolbarGroup([c0, c1, c2, c3, c4])
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    {
        ToolbarGroup([c0, c1, c2, c3, c4, c5])
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5,
        _ c6: C6
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    {
        ToolbarGroup([c0, c1, c2, c3, c4, c5, c6])
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5,
        _ c6: C6,
        _ c7: C7
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    {
        ToolbarGroup([c0, c1, c2, c3, c4, c5, c6, c7])
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5,
        _ c6: C6,
        _ c7: C7,
        _ c8: C8
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    {
        ToolbarGroup([c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0,
        _ c1: C1,
        _ c2: C2,
        _ c3: C3,
        _ c4: C4,
        _ c5: C5,
        _ c6: C6,
        _ c7: C7,
        _ c8: C8,
        _ c9: C9
    ) -> some ToolbarContent
    where
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    {
        ToolbarGroup([c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent {
        content
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .trueContent(first))
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent>
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// Several items in a block (SwiftUI: TupleToolbarContent).
struct ToolbarGroup {
    let items: [any ToolbarContent]

    init(_ items: [any ToolbarContent]) {
        self.items = items
    }
}

extension ToolbarGroup: ToolbarContent {
    typealias Body = Never
    var body: Never { return primitiveBody(self) }
}

extension ToolbarGroup: PrimitiveToolbarContent {
    func standInItems() -> [_StandIn.Node] { items.flatMap { StandInToolbar.items(of: $0) } }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { return primitiveBody(self) }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func standInItems() -> [_StandIn.Node] { map { StandInToolbar.items(of: $0) } ?? [] }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { return primitiveBody(self) }
}

extension _ConditionalContent: PrimitiveToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    func standInItems() -> [_StandIn.Node] {
        switch storage {
        case .trueContent(let content): StandInToolbar.items(of: content)
        case .falseContent(let content): StandInToolbar.items(of: content)
        }
    }
}
