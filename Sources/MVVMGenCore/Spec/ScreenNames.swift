/// The Swift names generated for one screen, in one place so the validator checks the
/// names the translator writes.
struct ScreenNames {
    let screen: String

    var viewModel: String { Concatenation.join(screen, "ViewModel") }
    var controller: String { Concatenation.join(screen, "ViewController") }
    var callbackAction: String { Concatenation.join(screen, "ViewCallbackAction") }
    var interface: String { Concatenation.join(screen, "ViewModelInterface") }
    var callbackHandling: String { Concatenation.join(screen, "ViewCallbackHandling") }
    var tests: String { Concatenation.join(screen, "ViewModelTests") }
    /// For `cell` screens: the table cell that shows one view model (`PostCell` →
    /// `PostCellView`, `Post` → `PostCellView`).
    var cellView: String {
        screen.hasSuffix("Cell") ? Concatenation.join(screen, "View") : Concatenation.join(screen, "CellView")
    }
    /// For the swiftui flavour: the SwiftUI view that shows the view model (a cell screen's
    /// row is shown by a view named `cellView`), its events and their handling protocol.
    var swiftUIView: String { Concatenation.join(screen, "View") }
    var event: String { Concatenation.join(screen, "ViewEvent") }
    var eventHandling: String { Concatenation.join(screen, "ViewEventHandling") }
    /// For `table` screens: the enum of the table's sections, one case per list.
    var section: String { Concatenation.join(screen, "Section") }
    /// Every type generated for a screen of `kind`: no declared type, model or other
    /// screen may also name one. Cell screens get a cell view instead of a controller.
    func types(of kind: ScreenKind, flavour: Flavour? = .uikit) -> [String] {
        if flavour == .swiftui {
            let shown = kind == .cell ? [cellView] : [swiftUIView]
            return [viewModel, callbackAction, interface] + shown + [event, eventHandling, tests]
        }
        let shown = kind == .cell ? [cellView, callbackHandling] : [controller, callbackHandling]
        return [viewModel, callbackAction, interface] + shown + [tests] + (kind == .table ? [section] : [])
    }

    /// The SwiftUI router file of a screen file whose stem is `stem`: `Jobs` → `JobsViewRouter`.
    static func viewRouter(fromStem stem: String) -> String {
        Concatenation.join(typeName(fromStem: stem), "ViewRouter")
    }

    static func routeFactory(_ route: String) -> String {
        Concatenation.join("viewModelFor", SwiftNames.upperFirst(route))
    }
    static func routeShow(_ route: String) -> String { Concatenation.join("show", SwiftNames.upperFirst(route)) }
    /// The view model members a route adds, each a name the screen's own may not reuse.
    static func routeMembers(_ route: String) -> [String] { [routeShow(route), routeFactory(route)] }
    /// A tab's view model factory: `viewModelForFeedTab`, or `viewModelForFeedSegment` for a
    /// segmented screen's.
    static func tabFactory(_ tab: String, of kind: ScreenKind) -> String {
        "viewModelFor" + tab + (kind == .segmented ? "Segment" : "Tab")
    }
    /// The local names of a tab's view model and of its navigation stack in the tab bar's wiring.
    static func tabVariable(_ tab: String) -> String { Concatenation.join(SwiftNames.lowerFirst(tab), "Tab") }
    static func tabStack(_ tab: String) -> String { Concatenation.join(tabVariable(tab), "Stack") }
    static func callbackHandler(_ action: String) -> String {
        Concatenation.join("handle", SwiftNames.upperFirst(action))
    }
    static func commandAction(_ command: String) -> String { Concatenation.join(command, "Action") }
    /// The controller's method that runs an async command as its task.
    static func commandStart(_ command: String) -> String {
        Concatenation.join("start", SwiftNames.upperFirst(command))
    }
    /// The arguments that hand a command's parameters on by their own names: `digit: digit`.
    static func forwardedArguments(_ command: CommandSpec) -> [String] {
        command.parameters.map { "\($0.name.text): \($0.name.text)" }
    }
    /// The regenerated method a stored property's `didSet` calls to announce its change.
    static func propertyDidChange(_ property: String) -> String { Concatenation.join(property, "DidChange") }
    static func listCount(_ list: String) -> String { Concatenation.join(list, "Count") }
    /// A paged list's page state, and the loads the generator writes around the person's fetch.
    static func paging(_ list: String) -> String { Concatenation.join(list, "Paging") }
    static func loadFirstPage(_ list: String) -> String {
        Concatenation.join("loadFirst", SwiftNames.upperFirst(list), "Page")
    }
    static func loadNextPage(_ list: String) -> String {
        Concatenation.join("loadNext", SwiftNames.upperFirst(list), "Page")
    }
    static func loadPage(_ list: String) -> String { Concatenation.join("load", SwiftNames.upperFirst(list), "Page") }
    static func fetchPage(_ list: String) -> String { Concatenation.join("fetch", SwiftNames.upperFirst(list), "Page") }
    /// The view model members a paged list adds, each a name the screen's own may not reuse.
    static func pagingMembers(_ list: String) -> [String] {
        [
            paging(list), loadFirstPage(list), loadNextPage(list), loadPage(list), fetchPage(list),
            commandStart(loadFirstPage(list)), commandStart(loadNextPage(list)),
        ]
    }
    /// The view model of a table's header, kept by the screen's view model.
    static let headerViewModel = "headerViewModel"
    /// The view model members `hud: true` adds.
    static let hudMembers = ["hud", "showHUD", "hideHUD"]
    static func listStorage(_ list: String) -> String { Concatenation.join(list, "Items") }
    static func cellIdentifier(_ list: String) -> String { Concatenation.join(list, "CellIdentifier") }
    static func configureLabel(_ list: String) -> String {
        Concatenation.join("for", SwiftNames.upperFirst(list), "At")
    }

    /// The router file of a screen file whose stem is `stem`: `Jobs` → `JobsRouter`.
    static func router(fromStem stem: String) -> String { Concatenation.join(typeName(fromStem: stem), "Router") }

    /// What the routers of that file are registered with: `Jobs` → `registerJobsScreens`
    /// (the router templates spell it `register{{ routerName }}Screens`; a test renders them).
    static func registerScreens(fromStem stem: String) -> String {
        Concatenation.join("register", typeName(fromStem: stem), "Screens")
    }

    /// An identifier made of a file stem: `job-list` → `JobList`.
    static func typeName(fromStem stem: String) -> String {
        let words = stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber || !$0.isASCII })
        let name = words.map { SwiftNames.upperFirst(String($0)) }.joined()
        guard let first = name.first, first.isLetter else { return "Screens" + name }
        return name
    }
}
