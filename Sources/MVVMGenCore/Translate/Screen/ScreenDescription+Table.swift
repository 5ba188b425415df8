extension ScreenDescription {
    static let table = TemplateTable<ScreenDescription>(
        "Screen",
        "One screen of the YAML: its names, data, commands, callbacks and navigation.",
        [
            .string("name", "The screen's name as written: `JobList`.") { $0.screen.name.text },
            .string("summary", "The screen's summary, laid out for `///` lines, or a sentence naming it.") {
                DocComment.text($0.screen.summary, indent: 0) ?? "The \(SwiftNames.words($0.screen.name.text)) screen."
            }.deprecated("read `screen.summaryText` (laid out with `|doc`), or `screen.words` when it is empty"),
            .summaryText { $0.screen.summary },
            .string("words", "The screen's name in words: `job list`.") { SwiftNames.words($0.screen.name.text) },
            .string("title", "The navigation bar's title as a Swift string literal; empty when none is written.") {
                $0.screen.title.map { FixtureLiteral.stringLiteral($0.text) } ?? ""
            },
            .string("kind", "`plain`, `table`, `cell` or `tabBar`.") { $0.screen.kind.rawValue },
            .bool("isTable", "True for a table screen.") { $0.screen.kind == .table },
            .bool("isTabBar", "True for a tab bar screen.") { $0.screen.kind == .tabBar },
            .bool("isSegmented", "True for a segmented screen: its tabs are segments shown as children.") {
                $0.screen.kind == .segmented
            },
            .string("handlingExtra", "Words the controller's doc adds for a table: how to fill the cells.") {
                $0.screen.kind == .table ? ", and how to fill the cells of each list" : ""
            },
            .string("baseController", "`UITabBarController` for a tab bar, else `UIViewController`.") {
                $0.screen.kind == .tabBar ? "UITabBarController" : "UIViewController"
            },
            .string("viewModel", "The view model's type name: `JobListViewModel`.") { $0.names.viewModel },
            .string("controller", "The controller's type name: `JobListViewController`.") { $0.names.controller },
            .string(
                "view",
                "What shows the view model: the controller (a SwiftUI screen's view), or for a cell screen its cell view."
            ) {
                $0.screen.kind == .cell
                    ? $0.names.cellView : $0.screen.isSwiftUI ? $0.names.swiftUIView : $0.names.controller
            },
            .string("callbackAction", "The callback OptionSet's type name (C2).") { $0.names.callbackAction },
            .string("severalActionsExample", "`[.a, .b]` from the first two callbacks, for a doc; empty with fewer.") {
                $0.screen.callbacks.count < 2
                    ? "" : "[.\($0.screen.callbacks[0].name.text), .\($0.screen.callbacks[1].name.text)]"
            }.deprecated("read `screen.callbacks.0.name` and `screen.callbacks.1.name`"),
            .string("callbackRawType", "The OptionSet's raw type.") { _ in CallbackLimits.rawType },
            .string("interface", "The protocol the view model conforms to (C4).") { $0.names.interface },
            .string("callbackHandling", "The protocol of the controller's callback handlers.") {
                $0.names.callbackHandling
            },
            .string("cellView", "The cell view's type name, for a cell screen.") { $0.names.cellView },
            .string("firstStringProperty", "The first `String` property's name, for an example; empty if none.") {
                $0.screen.properties.first { $0.type.text == "String" }?.name.text ?? ""
            },
            .string("tests", "The test suite's type name.") { $0.names.tests },
            .objects("owns", "Objects the view model makes and keeps.") { screen in
                screen.screen.owns.map {
                    DependencyDescription(
                        spec: $0,
                        access: screen.access,
                        owned: true,
                        madeInInit: screen.resolved.ownedMadeInInit.contains($0.name.text)
                    )
                }
            },
            .objects("given", "Objects the view model is given when it is made.") { $0.given },
            .bool("hasGiven", "True when `given` is not empty.") { !$0.screen.given.isEmpty },
            .bool("makesOwnedInInit", "True when an owned object is made by `init` (see `owned.madeInInit`).") {
                !$0.resolved.ownedMadeInInit.isEmpty
            },
            .bool("hasObjects", "True when the screen owns or is given an object.") {
                !($0.screen.owns.isEmpty && $0.screen.given.isEmpty)
            },
            .string("initDeclaration", "The view model's `init(…) {` line, wrapped.") { $0.initDeclaration }.deprecated(
                "read `screen.given` (`name`, `type`, `initialValue`), laid out with {% wrap %}"
            ),
            .string("modelFactoryDeclaration", "The `static func model(with:…) -> ViewModel {` line, wrapped.") {
                $0.modelFactoryDeclaration
            }.deprecated("read `screen.callbackAction` and `screen.given`, laid out with {% wrap %}"),
            .string("modelFactoryInit", "`let model = ViewModel(…)` inside the factory, wrapped.") {
                $0.modelFactoryInit
            }.deprecated("read `screen.given`, laid out with {% wrap %}"),
            .string("testModelCall", "`let viewModel = ViewModel.model(with: spy, …)` in tests, wrapped.") {
                $0.testModelCall
            }.deprecated("read `screen.testArguments`, laid out with {% wrap %}"),
            .objects("testArguments", "The arguments tests make the view model with, after `with: spy`.") {
                $0.resolved.testArguments
            },
            .objects("properties", "The screen's properties, in YAML order.") { screen in
                screen.screen.properties.map {
                    PropertyDescription(spec: $0, screen: screen)
                }
            },
            .objects("lists", "The screen's lists; a table has a section for each.") { screen in
                screen.screen.lists.enumerated().map {
                    ListDescription(spec: $1, section: $0, screen: screen)
                }
            },
            .bool("hasLists", "True when the screen has a list.") { !$0.screen.lists.isEmpty },
            .string("sectionType", "A table's enum of sections, one case per list: `JobListSection`.") {
                $0.names.section
            },
            .bool("hasPlainLists", "True for a table with a list shown in plain `UITableViewCell`s.") { screen in
                screen.screen.kind == .table
                    && screen.screen.lists.contains { screen.resolved.cellViews[$0.name.text] == nil }
            },
            .objects("commands", "The screen's commands: what the view can ask the view model to do.") { $0.commands },
            .objects("asyncCommands", "The async commands and the paged list's loads: each runs as a controller task.")
            {
                $0.asyncCommands
            },
            .objects("callbacks", "The screen's callbacks, each a bit of the OptionSet, generated ones included.") {
                $0.callbacks
            },
            .bool("hasCallbacks", "True when the screen has a callback.") { !$0.screen.callbacks.isEmpty },
            .bool("hasStandardCallbacks", "True when a callback's handler is generated (paging, HUD).") {
                $0.screen.callbacks.contains { $0.standard != nil }
            },
            .bool("hasOwnCallbacks", "True when a callback's handler is the person's to write.") {
                $0.screen.callbacks.contains { $0.standard == nil }
            },
            .strings("stateCallbacks", "The state callbacks (not events), each `.name`: applied at the first render.") {
                $0.screen.callbacks.filter { !$0.isEvent }.map { "." + $0.name.text }
            },
            .string("firstRenderLiteral", "The state callbacks as one OptionSet literal, applied at the first render.")
            {
                $0.firstRenderLiteral
            }.deprecated("read `screen.stateCallbacks`"),
            .objects("routes", "Where the screen leads (C8).") { screen in
                screen.screen.routes.map { RouteDescription(spec: $0, screen: screen) }
            },
            .objects("backRoutes", "Routes back: pop, dismiss, or pop to the stack's root.") { screen in
                screen.screen.backRoutes.map(BackRouteDescription.init)
            },
            .objects("rootPops", "Routes back to the navigation stack's root.") { screen in
                screen.screen.backRoutes.filter { $0.kind == .popToRoot }.map(BackRouteDescription.init)
            }.deprecated("read `screen.backRoutes`"),
            .objects("tabs", "A tab bar's tabs, in order.") { screen in
                screen.screen.tabs.map { TabDescription(tab: $0, screen: screen) }
            },
            .strings("tabStackNames", "The tabs' navigation controllers' names, in order.") {
                $0.screen.tabs.map { ScreenNames.tabStack($0.text) }
            },
            .string("tabStacks", "The tabs' navigation controllers' names, joined by `, `.") {
                $0.screen.tabs.map { ScreenNames.tabStack($0.text) }.joined(separator: ", ")
            }.deprecated("read `screen.tabStackNames` and join them"),
            .object("test", "What the test skeleton checks.") {
                ScreenTestPlan($0.screen, resolved: $0.resolved, names: $0.names, swiftUITargets: $0.swiftUITargets)
            },
            .bool("isPaged", "True when a list is paged (C9).") { $0.family.pagedList != nil },
            .object("header", "The table's header; absent when it has none.") { screen in
                screen.screen.header.map { HeaderDescription(header: $0, resolved: screen.resolved) }
            },
            .bool("hasSectionTitles", "True when a list has a section `title`.") {
                $0.screen.lists.contains { $0.title != nil }
            },
            .object("paging", "The paged list's loads; absent when no list is paged.") { $0.family.description },
            .bool("hasHUD", "True when the screen shows a HUD while it loads (C12).") { $0.screen.hud != nil },
            .bool(
                "isSwiftUI",
                "True for a screen of the swiftui flavour: a SwiftUI view over an @Observable view model."
            ) {
                $0.screen.isSwiftUI
            },
            .string("flavour", "`uikit` or `swiftui`: the screen's, else the configured default.") {
                ($0.screen.flavour ?? .uikit).rawValue
            },
            .string(
                "swiftUIView",
                "The SwiftUI view's type name: `JobListView`; a cell screen's row view, `PostCellView`."
            ) {
                $0.screen.kind == .cell ? $0.names.cellView : $0.names.swiftUIView
            },
            .string("eventType", "The enum of the screen's events (swiftui flavour): `LoginViewEvent`.") {
                $0.names.event
            },
            .string("eventHandling", "The protocol of the SwiftUI view's event handlers.") { $0.names.eventHandling },
            .objects("events", "The callbacks marked `event: true`, in order.") { screen in
                screen.callbacks.filter { $0.spec.isEvent }
            },
            .bool("hasEvents", "True when a callback is an event.") { $0.screen.callbacks.contains(where: \.isEvent) },
            .string("minimumPlatforms", "What the swiftui flavour needs (Observation): `iOS 17.0, macOS 14.0, …`.") {
                _ in
                Flavour.swiftUIPlatforms
            },
            .bool("isCell", "True for a cell screen: a child view model shown in a list's row.") {
                $0.screen.kind == .cell
            },
            .string("refresh", "The async command pull to refresh runs on a table that does not page; empty when none.")
            {
                $0.screen.refresh?.text ?? ""
            },
        ]
    )
}
