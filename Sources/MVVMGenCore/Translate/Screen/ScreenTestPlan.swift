/// What the test skeleton of one screen checks, laid out. Every check holds for any
/// implementation of the view model, the stubs' and the real logic's alike: commands send
/// only the callbacks they declare, routes and tabs reach the navigator with the declared
/// view model, and the data interfaces can be read. What the person's logic should do is
/// theirs to write where the skeleton says so.
struct ScreenTestPlan: TemplateObject {
    let screen: ScreenSpec
    let resolved: ResolvedScreen
    let names: ScreenNames

    init(_ screen: ScreenSpec, resolved: ResolvedScreen, names: ScreenNames) {
        self.screen = screen
        self.resolved = resolved
        self.names = names
    }

    var testedRoutes: [RouteSpec] { screen.routes.filter { resolved.routeShowArguments[$0.name.text] != nil } }

    static let table = TemplateTable<ScreenTestPlan>(
        "TestPlan",
        "What a screen's test skeleton checks; each test holds for any implementation of the view model.",
        [
            .bool("readsData", "True when the screen has properties or lists to read.") {
                !($0.screen.properties.isEmpty && $0.screen.lists.isEmpty)
            },
            .bool(
                "navigates",
                "True when the screen has routes, routes back to the root or tabs: the suite's view models get its recording navigator, so a command that takes a route records it instead of stopping the tests."
            ) { !($0.screen.routes.isEmpty && $0.screen.backRoutes.isEmpty && $0.screen.tabs.isEmpty) },
            .strings("properties", "The properties' names.") { $0.screen.properties.map(\.name.text) },
            .objects("lists", "Each list, read row by row.") { $0.screen.lists.map(TestedList.init) },
            .objects("commands", "Each command, checked to send only its declared callbacks.") { plan in
                plan.screen.commands.map { TestedCommand(spec: $0, plan: plan) }
            },
            .objects("routes", "Each route whose arguments the tests can make.") { plan in
                plan.testedRoutes.map { TestedRoute(spec: $0, plan: plan) }
            },
            .strings("untestedRoutes", "Routes whose arguments the tests cannot make.") { plan in
                plan.screen.routes.filter { plan.resolved.routeShowArguments[$0.name.text] == nil }.map(\.name.text)
            }.deprecated("read `screen.test.routesWithoutTests`, which name the parameters"),
            .objects("routesWithoutTests", "Routes whose arguments the tests cannot make, with the parameters why.") {
                plan in
                plan.screen.routes.filter { plan.resolved.routeShowArguments[$0.name.text] == nil }.map {
                    UntestedRoute(
                        name: $0.name.text,
                        parameters: plan.resolved.routeParametersWithoutValue[$0.name.text, default: []]
                    )
                }
            },
            .objects("backRoutes", "Each route back: pop, dismiss or pop to the root.") {
                $0.screen.backRoutes.map(TestedBackRoute.init)
            },
            .objects("rootPops", "Each route back to the root.") {
                $0.screen.backRoutes.filter { $0.kind == .popToRoot }.map(TestedBackRoute.init)
            }.deprecated("read `screen.test.backRoutes`"),
            .objects("tabs", "Each tab of a tab bar.") { plan in
                plan.screen.tabs.map { TestedTab(tab: $0, kind: plan.screen.kind) }
            },
        ]
    )

    /// `when undo, should reload table` → `whenUndoShouldReloadTable`.
    static func testName(_ title: String) -> String {
        // ASCII titles split on bytes: Character's Unicode properties are slow.
        let words: [Substring] =
            title.utf8.allSatisfy({ $0 < 0x80 })
            ? title.utf8.split(whereSeparator: { !(0x30...0x39 ~= $0 || 0x41...0x5A ~= $0 || 0x61...0x7A ~= $0) })
                .map { Substring($0) }
            : title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.enumerated().map { $0 == 0 ? $1.lowercased() : SwiftNames.upperFirst(String($1)) }.joined()
    }
}
