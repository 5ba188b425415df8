// Part of the SwiftUI stand-in (see View.swift): NavigationLink's value-based forms (iOS 16).
// Checked against Apple's documentation: Averyy/apple-dev-docs, documentation/SwiftUI/:
// navigationlink/init-valuelabel.md (`nonisolated init<P>(value: P?, @ViewBuilder label: () ->
// Label) where P: Decodable, P: Encodable, P: Hashable`), navigationlink/init-value.md (the
// LocalizedStringResource title, Codable value); developer.apple.com/documentation/swiftui:
// navigationlink/init(value:label:)-4jswo (`nonisolated init<P>(value: P?, @ViewBuilder label:
// () -> Label) where P: Hashable`), navigationlink/init(_:value:)-kj9v (`nonisolated
// init<P>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, P: Hashable`): all in
// the extension where Destination == Never. The String forms here (`init<S, P>(_ title: S,
// value: P?) where Label == Text, S: StringProtocol`, Hashable and Codable) are as SwiftUI's
// interface has them, not read on a page; the struct's own declaration (`nonisolated struct
// NavigationLink<Label, Destination> where Label: View, Destination: View`) neither.
// Behaviour, as those pages say: tapping the link appends its value to the enclosing
// NavigationStack's path when a navigationDestination(for:) in the stack's views matches the
// value's type; otherwise (no stack, no matching destination) the link does nothing; a nil
// value disables the link. Left out: the destination-view forms (deprecated or not), isActive,
// tag/selection.

/// A view that controls a navigation presentation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label, Destination> where Label: View, Destination: View {
    let label: Label
    let value: AnyHashable?
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
    }

    /// Creates a navigation link that presents the view corresponding to a codable value.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where Label == Text, S: StringProtocol, P: Hashable {
        self.init(value: value) { Text(title) }
    }

    /// Creates a navigation link that presents the view corresponding to a codable value, with
    /// a text label that the link generates from a title string.
    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?)
    where Label == Text, S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension NavigationLink: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        let labelNode = _StandIn.node(of: label)
        let stack = StandInBuild.navigation.last
        let value = value
        let node = _StandIn.Node(kind: .link, text: labelNode.texts.joined(separator: " "), children: [labelNode]) {
            // Looked up when tapped: the stack knows its destinations once all are built.
            guard let value, let stack, stack.destinations.contains(where: { $0.accepts(value) }) else { return }
            stack.append(value)
        }
        node.isDisabled = value == nil
        return node
    }
}
