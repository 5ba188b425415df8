/// The Swift names generated for one screen, in one place so every template agrees.
struct ScreenNames {
    let screen: String

    var viewModel: String { screen + "ViewModel" }
    var controller: String { screen + "ViewController" }
    var callbackAction: String { screen + "ViewCallbackAction" }
    var interface: String { screen + "ViewModelInterface" }
    var callbackHandling: String { screen + "ViewCallbackHandling" }
    var tests: String { screen + "ViewModelTests" }
    /// For `cell` screens: the table cell that shows one view model (`PostCell` →
    /// `PostCellView`, `Post` → `PostCellView`).
    var cellView: String { screen.hasSuffix("Cell") ? screen + "View" : screen + "CellView" }

    static func routeFactory(_ route: String) -> String { "viewModelFor" + SwiftNames.upperFirst(route) }
    static func routeShow(_ route: String) -> String { "show" + SwiftNames.upperFirst(route) }
    static func tabFactory(_ tab: String) -> String { "viewModelFor" + tab + "Tab" }
    static func callbackHandler(_ action: String) -> String { "handle" + SwiftNames.upperFirst(action) }
    static func commandAction(_ command: String) -> String { command + "Action" }
    static func listCount(_ list: String) -> String { list + "Count" }
    static func listStorage(_ list: String) -> String { list + "Items" }
    static func cellIdentifier(_ list: String) -> String { list + "CellIdentifier" }
    static func configureLabel(_ list: String) -> String { "for" + SwiftNames.upperFirst(list) + "At" }

    /// An identifier made of a file stem: `job-list` → `JobList`.
    static func typeName(fromStem stem: String) -> String {
        let words = stem.split(whereSeparator: { !$0.isLetter && !$0.isNumber || !$0.isASCII })
        let name = words.map { SwiftNames.upperFirst(String($0)) }.joined()
        guard let first = name.first, first.isLetter else { return "Screens" + name }
        return name
    }
}
