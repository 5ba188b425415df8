// Part of the SwiftUI stand-in (see View.swift): Text, Button, VStack, HStack, Spacer,
// ProgressView and the alignments the stacks take.
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// text/init-verbatim.md; button/init-actionlabel.md (`@preconcurrency init(action: @escaping
// @MainActor () -> Void, @ViewBuilder label: () -> Label)`), button/init-action.md (the
// LocalizedStringKey title form, `@preconcurrency nonisolated`, its action `@MainActor`: the
// StringProtocol form here takes the same action); vstack/init-alignmentspacingcontent.md;
// hstack/init-alignmentspacingcontent.md (`init(alignment: VerticalAlignment = .center,
// spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`); spacer/init-minlength.md
// (`init(minLength: CGFloat? = nil)`); progressview/init-3q5nf.md (`nonisolated init<S>(_
// title: S) where Label == Text, S: StringProtocol`, iOS 14). That mirror keeps one page
// per name, so Text's `init<S: StringProtocol>(_:)` and ProgressView's `init()` come from
// SwiftUI's interface, not from a page read here.
// Apple 26 declares these views `nonisolated struct`:
// here their View conformance is in an extension, which is the same (nonisolated) thing.
// Left out: LocalizedStringKey (a string literal takes the StringProtocol initializers
// here, which accept every literal the LocalizedStringKey ones do), Text's formatting
// initializers and concatenation, button roles and styles, custom alignment guides.

import Foundation

/// A view that displays one or more lines of read-only text.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: Equatable, Sendable {
    let string: String

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        string = String(content)
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        string = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Text: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .text, text: string) }
}

/// A control that initiates an action.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label> where Label: View {
    let action: @MainActor () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    /// Creates a button that generates its label from a string.
    @_disfavoredOverload @preconcurrency
    nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Button: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let label = _StandIn.node(of: label)
        return _StandIn.Node(
            kind: .button,
            text: label.texts.joined(separator: " "),
            children: [label],
            action: action
        )
    }
}

/// An alignment position along the horizontal axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// An alignment position along the vertical axis.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// An alignment in both axes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view that arranges its subviews in a vertical line.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct VStack<Content> where Content: View {
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension VStack: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .stack, children: [_StandIn.node(of: content)]) }
}

/// A view that arranges its subviews in a horizontal line.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct HStack<Content> where Content: View {
    let content: Content

    public init(
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HStack: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension HStack: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .stack, children: [_StandIn.node(of: content)]) }
}

/// A flexible space that expands along the major axis of its containing stack layout.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Spacer: Sendable {
    public var minLength: CGFloat?

    @inlinable
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Spacer: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .spacer) }
}

/// A view that shows the progress toward completion of a task.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressView<Label, CurrentValueLabel> where Label: View, CurrentValueLabel: View {
    let title: String?
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() {
        title = nil
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol {
        self.title = String(title)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension ProgressView: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .progress, text: title) }
}
