/// The table family and the HUD (conventions C9, C12): where `paging` and `hud` may go.
extension SpecChecker {
    mutating func checkPaging(_ screen: ScreenSpec) {
        if let title = screen.title, screen.kind == .cell {
            log.error(
                "screen '\(screen.name)' is a cell screen and has no navigation bar, so no title: give it to the screen that lists it",
                at: title.location
            )
        }
        if let hud = screen.hud, screen.kind == .cell {
            log.error(
                "screen '\(screen.name)' is a cell screen and cannot have a HUD: give it to the screen that lists it",
                at: hud
            )
        }
        for list in screen.lists where list.rows != nil {
            let others = [("paging", list.paging != nil), ("child", list.child != nil), ("sample", list.sample != nil)]
            if let other = others.first(where: \.1).map({ "'\($0.0)'" }) {
                log.error(
                    "list '\(list.name)' has 'rows', which the YAML fixes, and \(other): remove one",
                    at: list.name.location
                )
            }
        }
        var pagedList: ListSpec?
        for list in screen.lists {
            guard let paging = list.paging else { continue }
            if screen.kind != .table {
                log.error(
                    "list '\(list.name)' pages, but screen '\(screen.name)' is \(screen.kind.rawValue): "
                        + "only a table screen (kind: table) pages its rows",
                    at: paging.location
                )
            }
            if let first = pagedList {
                log.error(
                    "list '\(list.name)' pages, but '\(first.name)' already does: a screen pages one list "
                        + "(one refresh control, one footer)",
                    at: paging.location,
                    notes: [.init("'\(first.name)' pages here", at: first.paging?.location ?? first.name.location)]
                )
            }
            pagedList = pagedList ?? list
            if paging.loadingMessage != nil, screen.hud == nil {
                log.error(
                    "the 'loadingMessage' of list '\(list.name)' is shown in the HUD, but screen "
                        + "'\(screen.name)' has none: add 'hud: true' to the screen",
                    at: paging.location
                )
            }
        }
        if let refresh = screen.refresh { checkRefresh(refresh, of: screen, pagedList: pagedList) }
    }

    /// `refresh` names an async command without parameters of a table whose rows do not page.
    private mutating func checkRefresh(_ refresh: Name, of screen: ScreenSpec, pagedList: ListSpec?) {
        let what = "'refresh' of screen '\(screen.name)'"
        guard screen.kind == .table else {
            log.error(
                "\(what): pull to refresh needs a table, and the screen is \(screen.kind.rawValue)",
                at: refresh.location
            )
            return
        }
        if let paged = pagedList, let paging = paged.paging, paging.refresh {
            log.error(
                "\(what): pull to refresh already loads the first page of '\(paged.name)'; "
                    + "remove 'refresh', or write 'refresh: false' in its 'paging'",
                at: refresh.location
            )
        }
        guard let command = screen.commands.first(where: { $0.name.text == refresh.text }) else {
            log.error(
                "\(what) names no command of the screen"
                    + Suggestion.didYouMean(refresh.text, among: screen.commands.filter(\.isAsync).map(\.name.text)),
                at: refresh.location
            )
            return
        }
        if !command.isAsync || !command.parameters.isEmpty {
            log.error(
                "\(what): command '\(command.name)' must be async and take no parameters, "
                    + "since the spinner turns until its task ends",
                at: refresh.location,
                notes: [.init("'\(command.name)' is declared here", at: command.name.location)]
            )
        }
    }
}
