/// A route: a screen this one leads to, and how it is shown (C8).
struct RouteDescription: TemplateObject {
    let spec: RouteSpec
    let screen: ScreenDescription

    var name: String { spec.name.text }
    var target: ScreenNames { ScreenNames(screen: spec.target.text) }
    var parameters: [String] { spec.parameters.map { "\($0.name.text): \($0.type.text)" } }
    var access: String { screen.access }

    static let table = TemplateTable<RouteDescription>(
        "Route",
        "A route: a screen this one leads to, and how it is shown.",
        [
            .string("name", "The route's name.") { $0.name },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .string("target", "The screen it shows.") { $0.spec.target.text },
            .string("targetViewModel", "That screen's view model type.") { $0.target.viewModel },
            .bool(
                "targetIsSwiftUI",
                "True when that screen is of the swiftui flavour: what names its view model needs the flavour's platforms (`screen.minimumPlatforms`)."
            ) { $0.screen.swiftUITargets.contains($0.spec.target.text) },
            .string("factoryDoc", "The factory's doc, the summary after it.") {
                joinedDoc(
                    "The view model of \($0.spec.target.text) for route `\($0.name)` (convention C8).",
                    DocComment.text($0.spec.summary, indent: 1)
                )
            }.deprecated("read `route.target`, `route.name` and `route.summaryText`, laid out by the template"),
            .string("presentation", "`push`, `present` or `resetRoot`.") { $0.spec.presentation.rawValue },
            .objects("parameters", "Its parameters, which its show method takes.") {
                $0.spec.parameters.map(ParameterDescription.init)
            },
            .objects("arguments", "What the target's view model is made with.") {
                $0.screen.resolved.routeArguments.resolved($0.name)
            },
            .string("factory", "The method that makes the target's view model.") { ScreenNames.routeFactory($0.name) },
            .string("show", "The method that shows the target.") { ScreenNames.routeShow($0.name) },
            .string("factoryDeclaration", "The factory method line, wrapped.") {
                SwiftLayout.wrapped(
                    "\($0.access)func \(ScreenNames.routeFactory($0.name))",
                    $0.parameters,
                    " -> \($0.target.viewModel) {",
                    indent: 1
                )
            }.deprecated(
                "read `route.factory`, `route.parameters` and `route.targetViewModel`, laid out with {% wrap %}"
            ),
            .string("makeNext", "`let next = Target(…)` in the factory, wrapped.") { route in
                let arguments = route.screen.resolved.routeArguments.resolved(route.name).map(\.description)
                return SwiftLayout.wrapped("let next = \(route.target.viewModel)", arguments, "", indent: 2)
            }.deprecated("read `route.targetViewModel` and `route.arguments`, laid out with {% wrap %}"),
            .string("showDeclaration", "The `show…` method line, wrapped.") {
                SwiftLayout.wrapped(
                    "\($0.access)func \(ScreenNames.routeShow($0.name))",
                    $0.parameters,
                    " {",
                    indent: 1
                )
            }.deprecated("read `route.show` and `route.parameters`, laid out with {% wrap %}"),
            .string("factoryCall", "The call of the factory from `show…`, wrapped.") {
                SwiftLayout.wrapped(
                    ScreenNames.routeFactory($0.name),
                    $0.spec.parameters.map { "\($0.name.text): \($0.name.text)" },
                    "",
                    indent: 2
                )
            }.deprecated("read `route.factory` and `route.parameters`, laid out with {% wrap %}"),
        ]
    )
}

/// A route back: pop, dismiss, or pop to the root of the navigation stack.
struct BackRouteDescription: TemplateObject {
    let spec: BackRouteSpec

    static let table = TemplateTable<BackRouteDescription>(
        "BackRoute",
        "A route back: pop, dismiss, or pop to the root of the navigation stack.",
        [
            .string("name", "The route's name.") { $0.spec.name.text },
            .string("navigatorCall", "The navigator's method it calls: `pop`, `dismiss` or `popToRoot`.") {
                $0.spec.kind.rawValue
            },
            .string("doc", "What it does, for its `///` line.") {
                switch $0.spec.kind {
                case .pop:
                    "Goes back to the screen below on the navigation stack, through the navigator (convention C10)."
                case .dismiss: "Closes the presented stack this screen is in, through the navigator (convention C10)."
                case .popToRoot: "Goes back to the first screen of the stack through the navigator (convention C10)."
                }
            },
            .string("show", "Its `show…` method's name.") { ScreenNames.routeShow($0.spec.name.text) },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
        ]
    )
}

/// One tab of a tab bar screen.
struct TabDescription: TemplateObject {
    let tab: Name
    let screen: ScreenDescription

    var names: ScreenNames { ScreenNames(screen: tab.text) }
    var stack: String { ScreenNames.tabStack(tab.text) }
    var item: TabItemSpec? { screen.screen.tabItems[tab.text] }

    static let table = TemplateTable<TabDescription>(
        "Tab",
        "One tab of a tab bar screen: the screen it shows in its own navigation controller.",
        [
            .string("name", "The tab's screen.") { $0.tab.text },
            .string("viewModel", "That screen's view model type.") { $0.names.viewModel },
            .string("controller", "That screen's controller type.") { $0.names.controller },
            .string("factory", "The tab's view model factory's name.") {
                ScreenNames.tabFactory($0.tab.text, of: $0.screen.screen.kind)
            },
            .string("noun", "`tab`, or `segment` for a segmented screen's.") {
                $0.screen.screen.kind == .segmented ? "segment" : "tab"
            },
            .string("variable", "The local holding the tab's view model.") { ScreenNames.tabVariable($0.tab.text) },
            .string("stack", "The local holding the tab's navigation controller.") { $0.stack },
            .objects("arguments", "What the tab's view model is made with.") {
                $0.screen.resolved.tabArguments.resolved($0.tab.text)
            },
            .string("title", "The tab's title as a Swift string literal: written, or its screen's name in words.") {
                FixtureLiteral.stringLiteral($0.item?.title ?? SwiftNames.upperFirst(SwiftNames.words($0.tab.text)))
            },
            .string("imageName", "The image's name as a Swift string literal; empty when it has none.") { tab in
                switch tab.item?.image {
                case .named(let name)?, .system(let name)?: FixtureLiteral.stringLiteral(name)
                case nil: ""
                }
            },
            .bool("isSystemImage", "True when the image is an SF Symbol (`systemName:`).") {
                if case .system? = $0.item?.image { return true }
                return false
            },
            .string("makeStack", "`let stack = UINavigationController(rootViewController: …)`, wrapped.") {
                SwiftLayout.wrapped(
                    "let \($0.stack) = UINavigationController",
                    ["rootViewController: \($0.names.controller)(viewModel: \(ScreenNames.tabVariable($0.tab.text)))"],
                    "",
                    indent: 2
                )
            }.deprecated("read `tab.stack`, `tab.controller` and `tab.variable`, laid out with {% wrap %}"),
            .string("itemAssignment", "The tab's `tabBarItem` assignment, wrapped.") {
                TabItemSpec.itemAssignment($0.screen.screen.tabItems[$0.tab.text], tab: $0.tab.text, stack: $0.stack)
            }.deprecated("read `tab.title`, `tab.imageName` and `tab.isSystemImage`, laid out with {% wrap %}"),
            .string("make", "The tab's view model made with its arguments, wrapped.") { tab in
                let arguments = tab.screen.resolved.tabArguments.resolved(tab.tab.text).map(\.description)
                return SwiftLayout.wrapped(tab.names.viewModel, arguments, "", indent: 3)
            }.deprecated("read `tab.viewModel` and `tab.arguments`, laid out with {% wrap %}"),
        ]
    )
}

/// A table's header: a cell screen's view model, kept by the table's, shown in its cell view.
struct HeaderDescription: TemplateObject {
    let header: Name
    let resolved: ResolvedScreen

    static let table = TemplateTable<HeaderDescription>(
        "Header",
        "A table's header: a cell screen's view model, kept by the table's, shown in its cell view.",
        [
            .string("name", "The header's cell screen.") { $0.header.text },
            .string("viewModel", "That screen's view model type.") { ScreenNames(screen: $0.header.text).viewModel },
            .string("view", "That screen's cell view, which shows the header.") {
                ScreenNames(screen: $0.header.text).cellView
            },
            .string("property", "The table's view model's property holding it.") { _ in ScreenNames.headerViewModel },
            .objects("arguments", "What the header's view model is made with.") { $0.resolved.headerArguments },
        ]
    )
}
