// Part of the SwiftUI stand-in (see View.swift): Image (system images only) and Label.
// Checked against Apple's documentation (developer.apple.com/documentation/swiftui, the
// pages as the docs search returns them): label.md (`nonisolated struct Label<Title, Icon>
// where Title: View, Icon: View`, iOS 14), label/init(_:image:)-6zbvg (`nonisolated
// init<S>(_ title: S, image name: String) where S: StringProtocol`, in the extension where
// Title == Text, Icon == Image), label/init(_:systemimage:) (the LocalizedStringResource
// form, iOS 16: the StringProtocol form here is iOS 14 like init(_:image:)), and
// label/init(title:icon:) (`nonisolated init(@ViewBuilder title: () -> Title, @ViewBuilder
// icon: () -> Icon)`). Not read, from SwiftUI's interface: Image's `init(systemName:)` (iOS
// 13) and its Equatable conformance. Left out: images from assets, Image's modifiers, label
// styles.

/// A view that displays an image.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Image: Equatable, Sendable {
    let systemName: String

    /// Creates a system symbol image.
    public init(systemName: String) {
        self.systemName = systemName
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Image: PrimitiveView {
    func standInNode() -> _StandIn.Node { _StandIn.Node(kind: .image, text: systemName) }
}

/// A standard label for user interface items, consisting of an icon with a title.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct Label<Title, Icon> where Title: View, Icon: View {
    let title: Title
    let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Label: PrimitiveView {
    func standInNode() -> _StandIn.Node {
        _StandIn.Node(kind: .group, children: [_StandIn.node(of: icon), _StandIn.node(of: title)])
    }
}
