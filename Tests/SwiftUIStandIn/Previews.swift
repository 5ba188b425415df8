// Part of the SwiftUI stand-in (see View.swift): the `#Preview` macros SwiftUI declares, and
// what DeveloperToolsSupport (re-exported by SwiftUI) gives their signatures: Preview,
// Preview.ViewTraits, PreviewTrait. Checked against Apple's documentation:
// developer.apple.com/documentation/swiftui: preview(_:body:) (`@freestanding(declaration)
// macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any
// View)`, the page naming the builder `@ContentBuilder`, available from iOS 13: the macro makes
// the iOS 17 types below only in an expansion the app does not run), preview(_:traits:_:body:)
// (`macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _
// additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: …)`, iOS 17);
// Averyy/apple-dev-docs, documentation/DeveloperToolsSupport/: preview.md (`@MainActor struct
// Preview`, Sendable, iOS 17), preview/viewtraits.md (`enum ViewTraits`), previewtrait.md
// (`@MainActor struct PreviewTrait<T>`, Sendable, and its members' names and types). Not read:
// whether PreviewTrait's static members are nonisolated (they are here: a `#Preview(traits:)`
// at file scope names them outside the main actor, as Xcode accepts). Left out: the iOS 26
// `arguments:` form, `cameras:`, scenes, widgets, `@Previewable`, the UIKit and AppKit
// `#Preview` macros (UIView, UIViewController bodies), PreviewTrait's init and modifier.
// The expansion (Tests/SwiftUIStandInMacros) does what Xcode's does in spirit: it registers
// the preview so that it can be found at run time, here in a test-content record of the
// binary's `swift5_tests` section (Swift Testing's mechanism; records of another kind are
// skipped by it), which `_StandIn.previews` reads (PreviewDiscovery.swift).

import Foundation

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIStandInMacros", type: "PreviewMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIStandInMacros", type: "PreviewMacro")

/// A base type that preview macros use to create previews.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public struct Preview: Sendable {
    /// Traits that apply to previews of views and view controllers.
    public enum ViewTraits {}
}

/// Customizations that you can apply to a preview.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public struct PreviewTrait<T>: Sendable {
    let name: String
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PreviewTrait where T == Preview.ViewTraits {
    nonisolated public static var defaultLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(name: "defaultLayout")
    }
    nonisolated public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(name: "sizeThatFitsLayout")
    }
    nonisolated public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(name: "portrait") }
    nonisolated public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(name: "portraitUpsideDown")
    }
    nonisolated public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(name: "landscapeLeft")
    }
    nonisolated public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
        PreviewTrait(name: "landscapeRight")
    }

    /// Center the preview in a fixed size container with the given dimensions.
    nonisolated public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(name: "fixedLayout(\(width), \(height))")
    }
}

extension _StandIn {
    /// A `#Preview` of the binary, as the expansion registered it.
    public struct Preview: Sendable {
        /// The preview's name; nil for an unnamed one (Xcode shows its line).
        public let name: String?
        /// Where it is: `Module/File.swift`, line and column.
        public let fileID: String
        public let line: Int
        public let column: Int
        let body: @MainActor @Sendable () -> any View

        /// Makes the preview's view, as the canvas does.
        @MainActor
        public func makeView() -> any View { body() }

        /// Builds the preview's view (see `_StandIn.tree(of:)`).
        @MainActor
        public func tree() -> Node { _StandIn.tree(of: makeView()) }
    }

    /// What a `#Preview` expansion calls (not for other code): writes the preview into
    /// `outValue` when `type` is the address of `_StandIn.Preview.self`.
    public static func _storePreview(
        name: String?,
        fileID: String,
        line: Int,
        column: Int,
        body: @escaping @MainActor @Sendable () -> any View,
        into outValue: UnsafeMutableRawPointer,
        asTypeAt type: UnsafeRawPointer
    ) -> CBool {
        guard type.load(as: Any.Type.self) == Preview.self else { return false }
        let preview = Preview(name: name, fileID: fileID, line: line, column: column, body: body)
        outValue.initializeMemory(as: Preview.self, to: preview)
        return true
    }

    /// What a `#Preview` expansion calls (not for other code): the body closure, typed as the
    /// macro's parameter types it.
    @MainActor
    public static func _previewBody(@ViewBuilder _ body: @MainActor () -> any View) -> any View {
        body()
    }

    /// The accessor of a test-content record: Swift Testing's layout.
    public typealias _PreviewAccessor =
        @convention(c) (
            _ outValue: UnsafeMutableRawPointer,
            _ type: UnsafeRawPointer,
            _ hint: UnsafeRawPointer?,
            _ reserved: UInt
        ) -> CBool

    /// A test-content record, as Swift Testing lays them out in `swift5_tests`.
    public typealias _PreviewRecord = (
        kind: UInt32, reserved1: UInt32, accessor: _PreviewAccessor, context: UInt, reserved2: UInt
    )

    /// The records' kind: 'prvw', which Swift Testing does not use.
    public static let _previewRecordKind: UInt32 = 0x7072_7677
}
