/// What the templates of one screen read: the screen's facts, with the names and
/// declarations Translate worked out. Fields are read when a template reads them
/// (`ScreenDescription+Table.swift` lists them).
struct ScreenDescription: TemplateObject {
    /// The facts, behind one reference: every command, route and file description holds
    /// its screen, and each template value of one holds a copy, so a copy must be cheap
    /// (one count, where the fields inline took dozens).
    private let facts: Facts

    private final class Facts: Sendable {
        let screen: ScreenSpec
        let resolved: ResolvedScreen
        let names: ScreenNames
        let access: String
        let swiftUITargets: Set<String>
        /// What a change of each property sends, each `.name`, in the properties' order:
        /// every command may send it (`CommandDescription.maySend`).
        let propertyAnnouncements: [String]

        init(screen: ScreenSpec, resolved: ResolvedScreen, access: String, swiftUITargets: Set<String>) {
            self.screen = screen
            self.resolved = resolved
            names = ScreenNames(screen: screen.name.text)
            self.access = access
            self.swiftUITargets = swiftUITargets
            propertyAnnouncements =
                resolved.changeAnnouncements.isEmpty
                ? []
                : screen.properties.flatMap { resolved.changeAnnouncements[$0.name.text, default: []].map { "." + $0 } }
        }
    }

    var screen: ScreenSpec { facts.screen }
    /// The arguments and defaults the validator worked out for the screen.
    var resolved: ResolvedScreen { facts.resolved }
    var names: ScreenNames { facts.names }
    /// `public `, `package ` or nothing: the access level of declarations.
    var access: String { facts.access }
    /// The screens of the swiftui flavour this one routes to: what names their view models
    /// needs that flavour's platforms, also in a UIKit screen.
    var swiftUITargets: Set<String> { facts.swiftUITargets }
    var propertyAnnouncements: [String] { facts.propertyAnnouncements }

    init(_ screen: ScreenSpec, spec: ValidatedSpec, access: String) {
        facts = Facts(
            screen: screen,
            resolved: spec.resolved(screen),
            access: access,
            swiftUITargets: Set(
                screen.routes.map(\.target.text).filter { spec.screensByName[$0]?.isSwiftUI == true }
            )
        )
    }

    var family: PagingContext { PagingContext(screen: screen, access: access) }

    var given: [DependencyDescription] {
        screen.given.map { DependencyDescription(spec: $0, access: access, owned: false) }
    }

    /// The state callbacks (not events) as one option-set literal: what the first render
    /// applies. Empty when there is none.
    var firstRenderLiteral: String {
        let state = screen.callbacks.filter { !$0.isEvent }.map { "." + $0.name.text }
        return state.count == 1 ? state[0] : state.isEmpty ? "" : "[" + state.joined(separator: ", ") + "]"
    }

    /// As the built-in templates write it: a function type is `@escaping`, since it is kept.
    func initParameter(_ given: DependencySpec) -> String {
        "\(given.name.text): \(ParameterType.escaping(given.type.text))"
            + (given.initialValue.map { " = \($0.text)" } ?? "")
    }

    var initDeclaration: String {
        SwiftLayout.wrapped("\(access)init", screen.given.map(initParameter), " {", indent: 1)
    }

    var modelFactoryDeclaration: String {
        SwiftLayout.wrapped(
            "\(access)static func model",
            ["with controller: some ViewModelCallbackReceiver<\(names.callbackAction)>"]
                + screen.given.map(initParameter),
            " -> \(names.viewModel) {",
            indent: 1
        )
    }

    var modelFactoryInit: String {
        SwiftLayout.wrapped(
            "let model = \(names.viewModel)",
            screen.given.map { "\($0.name.text): \($0.name.text)" },
            "",
            indent: 2
        )
    }

    var testModelCall: String {
        SwiftLayout.wrapped(
            "let viewModel = \(names.viewModel).model",
            ["with: spy"] + resolved.testArguments.map(\.description),
            "",
            indent: 2
        )
    }

    var commands: [CommandDescription] { screen.commands.map { CommandDescription(spec: $0, screen: self) } }

    var asyncCommands: [CommandTaskDescription] {
        (screen.commands.filter(\.isAsync) + family.loadCommands).map {
            CommandTaskDescription(spec: $0, access: access)
        }
    }

    var callbacks: [CallbackDescription] {
        let family = self.family
        return screen.callbacks.enumerated().map { CallbackDescription(spec: $1, bit: $0, family: family) }
    }

}

/// Our sentence, then the person's summary on its own `///` line, as they wrote it
/// (`text` is already laid out by `DocComment` for one level of indentation).
func joinedDoc(_ first: String, _ text: String?) -> String {
    text.map { first + "\n    /// " + $0 } ?? first
}
