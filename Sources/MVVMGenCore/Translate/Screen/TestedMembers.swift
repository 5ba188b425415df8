/// A list the test skeleton reads row by row, up to its count (read once into a local).
struct TestedList: TemplateObject {
    let spec: ListSpec

    static let table = TemplateTable<TestedList>(
        "TestedList",
        "A list the test reads row by row.",
        [
            .string("count", "The row count's name.") { ScreenNames.listCount($0.spec.name.text) },
            .string("accessor", "The row accessor's name.") { $0.spec.accessor?.text ?? $0.spec.name.text },
        ]
    )
}

/// A command's test: it sends only the callbacks it declares.
struct TestedCommand: TemplateObject {
    let spec: CommandSpec
    let plan: ScreenTestPlan

    /// The declared callbacks are listed in the test's body: a title naming them all
    /// outgrew the line for commands that send several.
    var title: String {
        let behaviour = spec.sends.isEmpty ? "send no callback" : "send only its declared callbacks"
        return "when \(SwiftNames.words(spec.name.text)), should \(behaviour)"
    }

    /// The lists whose row an `index` or `row` parameter of type Int may pick: the list
    /// named in the command's name (`selectJob` and `job`), else every list of the screen.
    /// Its test then calls the command only when they have a row: the controller never
    /// selects a row of an empty table, and a natural implementation (`items[index]`) would
    /// stop the whole test run there. A list of static `rows:` always has one.
    var rowLists: [TestedList] {
        guard let parameter = spec.parameters.first(where: { ["index", "row"].contains($0.name.text) }),
            parameter.type.text == "Int", parameter.sample == nil
        else { return [] }
        let lists = plan.screen.lists
        let command = spec.name.text.lowercased()
        let named = lists.filter { command.contains($0.name.text.lowercased()) }
            .max { $0.name.text.count < $1.name.text.count }
        return (named.map { [$0] } ?? lists).filter { $0.rows == nil }.map(TestedList.init)
    }

    static let table = TemplateTable<TestedCommand>(
        "TestedCommand",
        "A command's test: it sends only the callbacks it declares.",
        [
            .objects(
                "rowLists",
                "The lists whose row its `index` (or `row`) parameter may pick, each with rows to load."
            ) {
                $0.rowLists
            },
            .string("name", "The command's name.") { $0.spec.name.text },
            .string("title", "The test's title.") { $0.title },
            .string("testName", "The test method's name, from its title.") { ScreenTestPlan.testName($0.title) },
            .bool("isAsync", "True for an `async` command.") { $0.spec.isAsync },
            .objects("arguments", "The example arguments it is called with.") {
                $0.plan.resolved.commandArguments.resolved($0.spec.name.text)
            },
            .string("declaration", "The test method's line.") {
                "func \(ScreenTestPlan.testName($0.title))()\($0.spec.isAsync ? " async" : "") {"
            }.deprecated("read `command.testName` and `command.isAsync`"),
            .strings("sends", "The callbacks it declares, each `.name`.") { $0.spec.sends.map { "." + $0.text } },
            .string("declared", "`let declared: Action = [.a, .b]`.") {
                "let declared: \($0.plan.names.callbackAction) = ["
                    + $0.spec.sends.map { "." + $0.text }.joined(separator: ", ") + "]"
            }.deprecated("read `command.sends`"),
            .string("call", "The command called with example arguments, wrapped.") { command in
                let arguments = command.plan.resolved.commandArguments.resolved(command.spec.name.text).map(
                    \.description
                )
                let call = SwiftLayout.wrapped("viewModel.\(command.spec.name.text)", arguments, "", indent: 2)
                return (command.spec.isAsync ? "await " : "") + call
            }.deprecated("read `command.arguments`, laid out with {% wrap %}"),
        ]
    )
}

/// A route's test: showing it reaches the navigator with the target's view model.
struct TestedRoute: TemplateObject {
    let spec: RouteSpec
    let plan: ScreenTestPlan

    var target: String { ScreenNames(screen: spec.target.text).viewModel }

    /// Says what is shown, not how: how comes from `RouteKinds`, so the title of a test
    /// created once stays true when the YAML changes a push to a present.
    var title: String {
        "show \(SwiftNames.words(spec.name.text)), should show \(SwiftNames.article(before: target)) \(target) as its route says"
    }

    static let table = TemplateTable<TestedRoute>(
        "TestedRoute",
        "A route's test: showing it reaches the navigator with the target's view model.",
        [
            .string("title", "The test's title.") { $0.title },
            .string("testName", "The test method's name, from its title.") { ScreenTestPlan.testName($0.title) },
            .string("name", "The route's name: its `RouteKinds` member.") { $0.spec.name.text },
            .bool(
                "targetIsSwiftUI",
                "True when the screen it shows is of the swiftui flavour: the test names its view model, so it needs the flavour's platforms."
            ) { $0.plan.swiftUITargets.contains($0.spec.target.text) },
            .string("show", "The `show…` method's name.") { ScreenNames.routeShow($0.spec.name.text) },
            .objects("arguments", "The example arguments it is shown with.") {
                $0.plan.resolved.routeShowArguments[$0.spec.name.text, default: []]
            },
            .string("declaration", "The test method's line.") { "func \(ScreenTestPlan.testName($0.title))() {" }
                .deprecated("read `route.testName`"),
            .string("call", "The `show…` call with example arguments, wrapped.") { route in
                let arguments = route.plan.resolved.routeShowArguments[route.spec.name.text, default: []].map(
                    \.description
                )
                return SwiftLayout.wrapped(
                    "viewModel.\(ScreenNames.routeShow(route.spec.name.text))",
                    arguments,
                    "",
                    indent: 2
                )
            }.deprecated("read `route.show` and `route.arguments`, laid out with {% wrap %}"),
            .string("presentation", "`.push`, `.present` or `.resetRoot`.") { "." + $0.spec.presentation.rawValue },
            .string("targetViewModel", "The view model the navigator should get.") { $0.target },
        ]
    )
}

/// A route back's test: pop, dismiss or pop to the root reaches the navigator.
struct TestedBackRoute: TemplateObject {
    let spec: BackRouteSpec

    /// Says what it does whatever its kind, for the same reason as a route's.
    var title: String {
        "show \(SwiftNames.words(spec.name.text)), should go back as its route says"
    }

    static let table = TemplateTable<TestedBackRoute>(
        "TestedBackRoute",
        "A route back's test: pop, dismiss or pop to the root reaches the navigator.",
        [
            .string("title", "The test's title.") { $0.title },
            .string("testName", "The test method's name, from its title.") { ScreenTestPlan.testName($0.title) },
            .string("declaration", "The test method's line.") { "func \(ScreenTestPlan.testName($0.title))() {" }
                .deprecated("read `pop.testName`"),
            .string("name", "The route's name: its `RouteKinds` member.") { $0.spec.name.text },
            .string("show", "The `show…` method's name.") { ScreenNames.routeShow($0.spec.name.text) },
            .string(
                "check",
                "The `RecordingNavigator.Request` property that holds for it: `isPop`, `isDismiss` or `isPopToRoot`."
            ) {
                switch $0.spec.kind {
                case .pop: "isPop"
                case .dismiss: "isDismiss"
                case .popToRoot: "isPopToRoot"
                }
            },
        ]
    )
}

/// A tab's test: the tab bar keeps the tab's view model.
struct TestedTab: TemplateObject {
    let tab: Name
    let kind: ScreenKind

    var title: String {
        kind == .segmented
            ? "the \(SwiftNames.words(tab.text)) segment, should keep its view model"
            : "the \(SwiftNames.words(tab.text)) tab, should keep its view model, without the tab bar's navigator"
    }

    static let table = TemplateTable<TestedTab>(
        "TestedTab",
        "A tab's test: the tab bar keeps the tab's view model.",
        [
            .string("title", "The test's title.") { $0.title },
            .string("testName", "The test method's name, from its title.") { ScreenTestPlan.testName($0.title) },
            .string("declaration", "The test method's line.") { "func \(ScreenTestPlan.testName($0.title))() {" }
                .deprecated("read `tab.testName`"),
            .string("factory", "The tab's factory's name.") { ScreenNames.tabFactory($0.tab.text, of: $0.kind) },
            .string("viewModel", "The tab's view model type.") { ScreenNames(screen: $0.tab.text).viewModel },
        ]
    )
}

/// A route the tests cannot show: the parameters with neither a sample nor an obvious value.
struct UntestedRoute: TemplateObject {
    let name: String
    let parameters: [String]

    static let table = TemplateTable<UntestedRoute>(
        "UntestedRoute",
        "A route without a test, and the parameters that keep it from one.",
        [
            .string("name", "The route's name.") { $0.name },
            .strings("parameters", "Each parameter without a value, `name: Type`.") { $0.parameters },
        ]
    )
}
