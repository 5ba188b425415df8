// The SwiftUI stand-in's `#Preview` (Tests/SwiftUIStandIn/Previews.swift declares it): where
// Xcode's expansion registers the preview for the canvas, this one registers it for the
// stand-in's `_StandIn.previews`, in a test-content record of the `swift5_tests` section, laid
// out as Swift Testing's `@Test` expansion lays out its own (kind 'prvw' instead of 'test'):
// the preview's body as a main-actor function (its closure passed on, typed as the macro's
// `@ViewBuilder body` parameter types it), an accessor that writes a `_StandIn.Preview` with the name and location, and
// the record pointing to the accessor. Every name is unique to the expansion. File scope only,
// as Xcode's previews are written.

import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

@main
struct SwiftUIStandInMacros: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}

public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labelledBody = node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let body = node.trailingClosure ?? labelledBody else {
            throw MacroExpansionErrorMessage("#Preview needs a body closure")
        }
        // The name is the first argument when it has no label (traits come labelled first).
        let first = node.arguments.first
        let name = first.flatMap { $0.label == nil ? $0.expression : nil } ?? ExprSyntax(NilLiteralExprSyntax())
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) else {
            throw MacroExpansionErrorMessage("#Preview has no source location")
        }
        let bodyName = context.makeUniqueName("body")
        let accessorName = context.makeUniqueName("accessor")
        let recordName = context.makeUniqueName("record")
        return [
            """
            @MainActor private func \(bodyName)() -> any SwiftUI.View {
                SwiftUI._StandIn._previewBody \(body.trimmed)
            }
            """,
            """
            private nonisolated let \(accessorName): SwiftUI._StandIn._PreviewAccessor = { outValue, type, _, _ in
                SwiftUI._StandIn._storePreview(
                    name: \(name.trimmed),
                    fileID: \(location.file),
                    line: \(location.line),
                    column: \(location.column),
                    body: \(bodyName),
                    into: outValue,
                    asTypeAt: type
                )
            }
            """,
            """
            @section("swift5_tests") @used
            private nonisolated let \(recordName): SwiftUI._StandIn._PreviewRecord = (
                0x7072_7677, /* 'prvw' */
                0,
                { \(accessorName)($0, $1, $2, $3) },
                0,
                0
            )
            """,
        ]
    }
}
