/// The template context of one screen: names, declarations and calls, already laid out.
struct ScreenContext {
    let screen: ScreenSpec
    /// The arguments and defaults the validator worked out for the screen.
    let resolved: ResolvedScreen
    let names: ScreenNames
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String

    init(_ screen: ScreenSpec, spec: ValidatedSpec, access: String) {
        self.screen = screen
        self.resolved = spec.resolved(screen)
        self.names = ScreenNames(screen: screen.name.text)
        self.access = access
    }

    var dictionary: ContextDictionary {
        let given = screen.given.map(givenContext)
        let family = PagingContext(screen: screen, access: access)
        let keys: ContextDictionary = [
            "name": screen.name.text,
            "summary": DocComment.text(screen.summary, indent: 0)
                ?? "The \(SwiftNames.words(screen.name.text)) screen.",
            "kind": screen.kind.rawValue,
            "isTable": screen.kind == .table,
            "isTabBar": screen.kind == .tabBar,
            "handlingExtra": screen.kind == .table ? ", and how to fill the cells of each list" : "",
            "baseController": screen.kind == .tabBar ? "UITabBarController" : "UIViewController",
            "viewModel": names.viewModel,
            "controller": names.controller,
            // What shows the view model: its controller, or for a cell screen its cell view.
            "view": screen.kind == .cell ? names.cellView : names.controller,
            "callbackAction": names.callbackAction,
            "severalActionsExample": screen.callbacks.count < 2
                ? "" : "[.\(screen.callbacks[0].name.text), .\(screen.callbacks[1].name.text)]",
            "callbackRawType": CallbackLimits.rawType,
            "interface": names.interface,
            "callbackHandling": names.callbackHandling,
            "cellView": names.cellView,
            "firstStringProperty": screen.properties.first { $0.type.text == "String" }?.name.text ?? "",
            "tests": names.tests,
            "owns": screen.owns.map(ownedContext),
            "given": given,
            "hasGiven": !given.isEmpty,
            "hasObjects": !(screen.owns.isEmpty && screen.given.isEmpty),
            "initDeclaration": SwiftLayout.wrapped("\(access)init", screen.given.map(initParameter), " {", indent: 1),
            "modelFactoryDeclaration": SwiftLayout.wrapped(
                "\(access)static func model",
                ["with controller: some ViewModelCallbackReceiver<\(names.callbackAction)>"]
                    + screen.given.map(initParameter),
                " -> \(names.viewModel) {",
                indent: 1
            ),
            "modelFactoryInit": SwiftLayout.wrapped(
                "let model = \(names.viewModel)",
                screen.given.map { "\($0.name.text): \($0.name.text)" },
                "",
                indent: 2
            ),
            "testModelCall": SwiftLayout.wrapped(
                "let viewModel = \(names.viewModel).model",
                ["with: spy"] + resolved.testArguments.map(\.description),
                "",
                indent: 2
            ),
            "properties": screen.properties.map(PropertyContext(access: access, resolved: resolved).dictionary),
            "lists": screen.lists.enumerated().map { listContext($1, section: $0) },
            "hasLists": !screen.lists.isEmpty,
            "hasPlainLists": screen.kind == .table && screen.lists.contains { resolved.cellViews[$0.name.text] == nil },
            "commands": screen.commands.map(commandContext),
            "asyncCommands": (screen.commands.filter(\.isAsync) + family.loadCommands)
                .map(CommandTaskContext(access: access).dictionary),
            "callbacks": screen.callbacks.enumerated().map { callbackContext($1, bit: $0, family: family) },
            "hasCallbacks": !screen.callbacks.isEmpty,
            "firstRenderLiteral": firstRenderLiteral,
            "routes": screen.routes.map(routeContext),
            "rootPops": screen.rootPops.map { pop in
                [
                    "name": pop.name.text,
                    "show": ScreenNames.routeShow(pop.name.text),
                    "summary": DocComment.text(pop.summary, indent: 1) ?? "",
                ] as ContextDictionary
            },
            "tabs": screen.tabs.map(tabContext),
            "tabStacks": screen.tabs.map { ScreenNames.tabStack($0.text) }.joined(separator: ", "),
            "test": ScreenTestsContext(screen, resolved: resolved, names: names).dictionary,
        ]
        return keys.merging(family.screenKeys) { $1 }
    }

    /// The state callbacks (not events) as one option-set literal: what the first render
    /// applies. Empty when there is none.
    private var firstRenderLiteral: String {
        let state = screen.callbacks.filter { !$0.isEvent }.map { "." + $0.name.text }
        return state.count == 1 ? state[0] : state.isEmpty ? "" : "[" + state.joined(separator: ", ") + "]"
    }

    // MARK: - Objects

    private func ownedContext(_ owned: DependencySpec) -> ContextDictionary {
        [
            "name": owned.name.text,
            "type": owned.type.text,
            "declaration": "\(access)let \(owned.name.text) = \(owned.initialValue?.text ?? owned.type.text + "()")",
            "summary": DocComment.text(owned.summary, indent: 1) ?? "",
        ]
    }

    private func givenContext(_ given: DependencySpec) -> ContextDictionary {
        [
            "name": given.name.text,
            "type": given.type.text,
            "declaration": "\(access)let \(given.name.text): \(given.type.text)",
            "summary": DocComment.text(given.summary, indent: 1) ?? "",
        ]
    }

    private func initParameter(_ given: DependencySpec) -> String {
        "\(given.name.text): \(given.type.text)" + (given.initialValue.map { " = \($0.text)" } ?? "")
    }

    // MARK: - Data interfaces

    private func listContext(_ list: ListSpec, section: Int) -> ContextDictionary {
        let accessor = list.accessor?.text ?? list.name.text
        let storage = ScreenNames.listStorage(list.name.text)
        let label = ScreenNames.configureLabel(list.name.text)
        return [
            "name": list.name.text,
            "item": list.item.text,
            "itemIsString": list.item.text == "String",
            "cellClass": resolved.cellViews[list.name.text] ?? "UITableViewCell",
            "childCellView": resolved.cellViews[list.name.text] ?? "",
            "summary": DocComment.text(list.summary, indent: 1) ?? "",
            "section": section,
            "countName": ScreenNames.listCount(list.name.text),
            "countDoc": joined("The number of rows in `\(list.name.text)`.", DocComment.text(list.summary, indent: 1)),
            "accessor": accessor,
            "accessorDeclaration": "func \(accessor)(at index: Int) -> \(list.item.text)",
            "storage": storage,
            "storageDeclaration": "private(set) var \(storage): [\(list.item.text)] = \(list.sample?.text ?? "[]")",
            "cellIdentifier": ScreenNames.cellIdentifier(list.name.text),
            "configureDeclaration": "func configure(_ cell: UITableViewCell, \(label) index: Int)",
            "configureCall": "configure(cell, \(label): indexPath.row)",
            "isPaged": list.paging != nil,
        ]
    }

    // MARK: - Commands and callbacks

    private func commandContext(_ command: CommandSpec) -> ContextDictionary {
        let parameters = command.parameters.map { "\($0.name.text): \($0.type.text)" }
        let effects = command.isAsync ? " async" : ""
        let arguments = resolved.commandArguments.resolved(command.name.text).map(\.description)
        let sends = command.sends.map { "." + $0.text }
        return [
            "name": command.name.text,
            "summary": DocComment.text(command.summary, indent: 1) ?? "",
            "isAsync": command.isAsync,
            "requirement": SwiftLayout.wrapped("func \(command.name.text)", parameters, effects, indent: 1),
            "declaration": SwiftLayout.wrapped(
                "\(access)func \(command.name.text)",
                parameters,
                effects + " {",
                indent: 1
            ),
            "controllerCall": SwiftLayout.wrapped(
                "viewModel.\(command.name.text)",
                ScreenNames.forwardedArguments(command),
                "",
                indent: 2
            ),
            "action": ScreenNames.commandAction(command.name.text),
            "startCall": SwiftLayout.wrapped(
                ScreenNames.commandStart(command.name.text),
                ScreenNames.forwardedArguments(command),
                "",
                indent: 2
            ),
            "actionDeclaration": SwiftLayout.wrapped(
                "\(access)func \(ScreenNames.commandAction(command.name.text))",
                parameters,
                " {",
                indent: 1
            ),
            "actionExample": ScreenNames.commandAction(command.name.text) + "(" + arguments.joined(separator: ", ")
                + ")",
            "doc": DocComment.text(command.summary, indent: 1).map { [$0] } ?? [],
            "sendsDoc": sends.isEmpty ? "" : "Sends " + sends.map { "`\($0)`" }.joined(separator: ", ") + ".",
            "readsDoc": command.reads.isEmpty
                ? "" : "Reads " + command.reads.map { "`\($0.text)`" }.joined(separator: ", ") + ".",
            "sends": sends,
            "sendsSomething": !sends.isEmpty,
            "sendsLiteral": sends.count == 1 ? sends[0] : "[" + sends.joined(separator: ", ") + "]",
        ]
    }

    /// Our sentence, then the person's summary on its own `///` line, as they wrote it
    /// (`text` is already laid out by `DocComment` for one level of indentation).
    private func joined(_ first: String, _ text: String?) -> String {
        text.map { first + "\n    /// " + $0 } ?? first
    }

    private func callbackContext(_ callback: CallbackSpec, bit: Int, family: PagingContext) -> ContextDictionary {
        [
            "name": callback.name.text,
            "bit": bit,
            "summary": DocComment.text(callback.summary, indent: 1) ?? "",
            "handler": ScreenNames.callbackHandler(callback.name.text),
            "handlerDoc": joined(
                "Handles `.\(callback.name.text)`"
                    + (callback.isEvent ? " (an event)." : "; also applied once, info nil, at the first render."),
                DocComment.text(callback.summary, indent: 1)
            ),
            "standard": callback.standard != nil,
            "standardBody": callback.standard.map(family.handlerBody) ?? "",
        ]
    }

    // MARK: - Navigation

    private func routeContext(_ route: RouteSpec) -> ContextDictionary {
        let targetNames = ScreenNames(screen: route.target.text)
        let parameters = route.parameters.map { "\($0.name.text): \($0.type.text)" }
        let arguments = resolved.routeArguments.resolved(route.name.text).map(\.description)
        let factory = ScreenNames.routeFactory(route.name.text)
        return [
            "name": route.name.text,
            "summary": DocComment.text(route.summary, indent: 1) ?? "",
            "target": route.target.text,
            "targetViewModel": targetNames.viewModel,
            "factoryDoc": joined(
                "The view model of \(route.target.text) for route `\(route.name.text)` (convention C8).",
                DocComment.text(route.summary, indent: 1)
            ),
            "presentation": route.presentation.rawValue,
            "factoryDeclaration": SwiftLayout.wrapped(
                "\(access)func \(factory)",
                parameters,
                " -> \(targetNames.viewModel) {",
                indent: 1
            ),
            "makeNext": SwiftLayout.wrapped("let next = \(targetNames.viewModel)", arguments, "", indent: 2),
            "showDeclaration": SwiftLayout.wrapped(
                "\(access)func \(ScreenNames.routeShow(route.name.text))",
                parameters,
                " {",
                indent: 1
            ),
            "factoryCall": SwiftLayout.wrapped(
                factory,
                route.parameters.map { "\($0.name.text): \($0.name.text)" },
                "",
                indent: 2
            ),
        ]
    }

    private func tabContext(_ tab: Name) -> ContextDictionary {
        let arguments = resolved.tabArguments.resolved(tab.text).map(\.description)
        let targetNames = ScreenNames(screen: tab.text)
        return [
            "name": tab.text,
            "viewModel": targetNames.viewModel,
            "controller": targetNames.controller,
            "factory": ScreenNames.tabFactory(tab.text),
            "variable": ScreenNames.tabVariable(tab.text),
            "stack": ScreenNames.tabStack(tab.text),
            "makeStack": SwiftLayout.wrapped(
                "let \(ScreenNames.tabStack(tab.text)) = UINavigationController",
                ["rootViewController: \(targetNames.controller)(viewModel: \(ScreenNames.tabVariable(tab.text)))"],
                "",
                indent: 2
            ),
            "itemAssignment": TabItemSpec.itemAssignment(
                screen.tabItems[tab.text],
                tab: tab.text,
                stack: ScreenNames.tabStack(tab.text)
            ),
            "make": SwiftLayout.wrapped(targetNames.viewModel, arguments, "", indent: 3),
        ]
    }
}
