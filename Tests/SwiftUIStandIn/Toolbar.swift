// Part of the SwiftUI stand-in (see View.swift): toolbars: ToolbarContent, ToolbarItem,
// ToolbarItemPlacement, ToolbarContentBuilder and `toolbar(content:)`.
// Checked against Apple's documentation: developer.apple.com/documentation/swiftui:
// toolbarcontent.md (`@MainActor @preconcurrency protocol ToolbarContent`, iOS 14; a
// conformance in an extension is nonisolated), toolbarcontent/body-swift.property
// (`@ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`, the page
// names the builder `@ContentBuilder`), toolbarcontent/body-swift.associatedtype,
// toolbaritem.md (`nonisolated struct ToolbarItem<ID, Content> where Content: View`),
// toolbaritem/init(placement:content:) (`nonisolated init(placement: ToolbarItemPlacement =
// .automatic, @ViewBuilder content: () -> Content)`, where ID == ()), view/toolbar(content:)
// (`nonisolated func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some
// View where Content: ToolbarContent`) and its -7vdkx twin (`where Content: View`, iOS 14),
// toolbarcontentbuilder.md and its buildBlock(_:)…(_:…9) pages (iOS 14), buildif(_:) (iOS 16),
// toolbaritemplacement.md (`struct ToolbarItemPlacement`, iOS 14); Averyy/apple-dev-docs,
// documentation/SwiftUI/toolbaritemplacement/: primaryaction.md (`static let`, iOS 14),
// topbartrailing.md and the topBarLeading page (`@backDeployed(before: iOS 17.0, tvOS 17.0)
// static var … { get }`: available from iOS 14, not 17). The builder's pages show the
// CustomizableToolbarContent overloads; the plain ToolbarContent ones here, and buildEither,
// are as SwiftUI's interface has them, not read. Not read either: the availability of
// principal, navigation, confirmationAction, cancellationAction, destructiveAction and bottomBar
// (given iOS 14, as primaryAction), and ToolbarItemPlacement's Sendable conformance (its
// static lets need it). Left out: customizable toolbars (ToolbarItem's `id:`),
// ToolbarItemGroup, the other placements, toolbar visibility and roles.

/// Conforming types represent items that can be placed in various locations in a toolbar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent

    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

/// A structure that defines the placement of a toolbar item.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement: Sendable {
    let name: String

    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Back-deployed before iOS 17 in SwiftUI (the attribute has no meaning on Linux).
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing") }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content> where Content: View {
    let placement: ToolbarItemPlacement
    let content: Content
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: ToolbarContent {
    public typealias Body = Never
    // `return`: no builder (the requirement's @ToolbarContentBuilder would apply).
    public var body: Never { return primitiveBody(self) }
}

extension ToolbarItem: PrimitiveToolbarContent {
    func standInItems() -> [_StandIn.Node] {
        [StandInToolbar.item(_StandIn.node(of: content), placement: placement.name)]
    }
}

// SwiftUI's two overloads: the closure's content (views or toolbar items) picks one.
// swift-format-ignore: AmbiguousTrailingClosureOverload
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    nonisolated public func toolbar<Content>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View where Content: ToolbarContent {
        ModifiedView(content: self, modifier: .toolbar(content()))
    }

    /// Populates the toolbar or navigation bar with the views you provide.
    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        ModifiedView(content: self, modifier: .toolbarViews(AnyView(content())))
    }
}

/// Toolbar content the stand-in builds itself (SwiftUI's are private or have Body == Never).
protocol PrimitiveToolbarContent {
    @MainActor func standInItems() -> [_StandIn.Node]
}

/// Builds toolbar items into nodes.
@MainActor
enum StandInToolbar {
    static func items<T: ToolbarContent>(of content: T) -> [_StandIn.Node] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.standInItems() }
        return items(of: content.body)
    }

    /// `toolbar(content:)` with views: each view is an item at the automatic placement.
    static func items(of views: AnyView, placement: String) -> [_StandIn.Node] {
        let built = _StandIn.node(of: views)
        let views = built.kind == .group ? built.children : [built]
        return views.map { item($0, placement: placement) }
    }

    static func item(_ content: _StandIn.Node, placement: String) -> _StandIn.Node {
        let item = _StandIn.Node(kind: .toolbarItem, text: content.texts.joined(separator: " "), children: [content])
        item.placement = placement
        return item
    }
}
