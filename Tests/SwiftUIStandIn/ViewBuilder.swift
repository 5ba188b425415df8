// Part of the SwiftUI stand-in (see View.swift): the result builder of view content.
// Checked against Apple's documentation (Averyy/apple-dev-docs, documentation/SwiftUI/):
// viewbuilder.md, viewbuilder/buildexpression.md, viewbuilder/buildblock.md (the empty and
// single-content forms), viewbuilder/buildif.md, viewbuilder/buildeither-first.md,
// viewbuilder/buildeither-second.md, viewbuilder/buildlimitedavailability.md (iOS 14: that
// page shows the Commands overload; the View one, `-> AnyView`, is SwiftUI's interface's),
// and for the variadic block SwiftUI's iOS 17 interface (`buildBlock<each Content>(_
// content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each
// Content: View`), which replaced the 2…10-argument overloads.

/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Passes a single view written as a child view through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    /// Produces an optional view for conditional statements in multi-statement closures
    /// that's only visible when the condition evaluates to true.
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is true.
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement in a multi-statement closure when the
    /// condition is false.
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Processes view content for a conditional compiler-control statement that performs an
    /// availability check.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}
