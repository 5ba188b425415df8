/// What the test skeleton of one screen checks, laid out. Every check holds for any
/// implementation of the view model, the stubs' and the real logic's alike: commands send
/// only the callbacks they declare, routes and tabs reach the navigator with the declared
/// view model, and the data interfaces can be read. What the person's logic should do is
/// theirs to write where the skeleton says so.
struct ScreenTestsContext {
    let screen: ScreenSpec
    let resolved: ResolvedScreen
    let names: ScreenNames

    init(_ screen: ScreenSpec, resolved: ResolvedScreen, names: ScreenNames) {
        self.screen = screen
        self.resolved = resolved
        self.names = names
    }

    var dictionary: ContextDictionary {
        let testedRoutes = screen.routes.filter { resolved.routeShowArguments[$0.name.text] != nil }
        let untestedRoutes = screen.routes.filter { resolved.routeShowArguments[$0.name.text] == nil }
        return [
            "readsData": !(screen.properties.isEmpty && screen.lists.isEmpty),
            "properties": screen.properties.map(\.name.text),
            "lists": screen.lists.map(listContext),
            "commands": screen.commands.map(commandContext),
            "routes": testedRoutes.map(routeContext),
            "untestedRoutes": untestedRoutes.map(\.name.text),
            "rootPops": screen.rootPops.map(rootPopContext),
            "tabs": screen.tabs.map(tabContext),
        ]
    }

    // Each list is read row by row up to its count, which is read once into a local.
    private func listContext(_ list: ListSpec) -> ContextDictionary {
        [
            "count": ScreenNames.listCount(list.name.text),
            "accessor": list.accessor?.text ?? list.name.text,
        ]
    }

    private func commandContext(_ command: CommandSpec) -> ContextDictionary {
        let sends = command.sends.map { "." + $0.text }
        // The declared callbacks are listed in the test's body: a title naming them all
        // outgrew the line for commands that send several.
        let behaviour = command.sends.isEmpty ? "send no callback" : "send only its declared callbacks"
        let title = "when \(SwiftNames.words(command.name.text)), should \(behaviour)"
        let arguments = resolved.commandArguments.resolved(command.name.text).map(\.description)
        let call = SwiftLayout.wrapped("viewModel.\(command.name.text)", arguments, "", indent: 2)
        return [
            "name": command.name.text,
            "title": title,
            "declaration": "func \(Self.testName(title))()\(command.isAsync ? " async" : "") {",
            "declared": "let declared: \(names.callbackAction) = [" + sends.joined(separator: ", ") + "]",
            "call": (command.isAsync ? "await " : "") + call,
        ]
    }

    private func routeContext(_ route: RouteSpec) -> ContextDictionary {
        let target = ScreenNames(screen: route.target.text).viewModel
        let verb =
            switch route.presentation {
            case .push: "push a"
            case .present: "present a"
            case .resetRoot: "reset the root to a"
            }
        let title = "show \(SwiftNames.words(route.name.text)), should \(verb) \(target)"
        let arguments = resolved.routeShowArguments[route.name.text, default: []].map(\.description)
        return [
            "title": title,
            "declaration": "func \(Self.testName(title))() {",
            "call": SwiftLayout.wrapped(
                "viewModel.\(ScreenNames.routeShow(route.name.text))",
                arguments,
                "",
                indent: 2
            ),
            "presentation": "." + route.presentation.rawValue,
            "targetViewModel": target,
        ]
    }

    private func rootPopContext(_ pop: RootPopSpec) -> ContextDictionary {
        let title = "show \(SwiftNames.words(pop.name.text)), should pop to the root"
        return [
            "title": title,
            "declaration": "func \(Self.testName(title))() {",
            "show": ScreenNames.routeShow(pop.name.text),
        ]
    }

    private func tabContext(_ tab: Name) -> ContextDictionary {
        let title = "the \(SwiftNames.words(tab.text)) tab, should keep its view model, without the tab bar's navigator"
        return [
            "title": title,
            "declaration": "func \(Self.testName(title))() {",
            "factory": ScreenNames.tabFactory(tab.text),
            "viewModel": ScreenNames(screen: tab.text).viewModel,
        ]
    }

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
