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
    }
}
