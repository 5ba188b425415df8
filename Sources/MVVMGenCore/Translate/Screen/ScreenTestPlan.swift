/// What the test skeleton of one screen checks, laid out. Every check holds for any
/// implementation of the view model, the stubs' and the real logic's alike: commands send
/// only the callbacks they declare, routes and tabs reach the navigator with the declared
/// view model, and the data interfaces can be read. What the person's logic should do is
/// theirs to write where the skeleton says so.
struct ScreenTestPlan: TemplateObject {
    let screen: ScreenSpec
    let resolved: ResolvedScreen
    let names: ScreenNames
    /// The screens of the swiftui flavour it routes to (`ScreenDescription.swiftUITargets`).
    let swiftUITargets: Set<String>

    init(_ screen: ScreenSpec, resolved: ResolvedScreen, names: ScreenNames, swiftUITargets: Set<String> = []) {
        self.screen = screen
        self.resolved = resolved
        self.names = names
        self.swiftUITargets = swiftUITargets
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
        if let name = asciiTestName(title) { return name }
        let words = title.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.enumerated().map { $0 == 0 ? $1.lowercased() : SwiftNames.upperFirst(String($1)) }.joined()
    }

    /// The same for an ASCII title, in one pass over its bytes: a run names thousands of
    /// tests, and Character's Unicode properties are slow.
    private static func asciiTestName(_ title: String) -> String? {
        var name: [UInt8] = []
        name.reserveCapacity(title.utf8.count)
        var wordsBefore = 0
        var inWord = false
        for byte in title.utf8 {
            guard byte < 0x80 else { return nil }
            let isLower = 0x61...0x7A ~= byte
            let isUpper = 0x41...0x5A ~= byte
            guard isLower || isUpper || 0x30...0x39 ~= byte else {
                if inWord { wordsBefore += 1 }
                inWord = false
                continue
            }
            // The first word in small letters, each further one with a capital first.
            if wordsBefore == 0, isUpper {
                name.append(byte + 0x20)
            } else if wordsBefore > 0, !inWord, isLower {
                name.append(byte - 0x20)
            } else {
                name.append(byte)
            }
            inWord = true
        }
        return String(decoding: name, as: UTF8.self)
    }
}
