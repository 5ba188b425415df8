/// The template context of a screen's table family and HUD (conventions C9, C12): the
/// paged list's loads, written around the person's fetch, and the handlers of the
/// standard callbacks.
struct PagingContext {
    let screen: ScreenSpec
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String

    /// The screen's paged list (the checks allow one).
    var pagedList: ListSpec? { screen.lists.first { $0.paging != nil } }

    /// The loads a controller runs as its tasks, like async commands. A first page asked for
    /// while one loads starts again (a new search's query wins); a second load more is ignored.
    /// Without `loadMore` nothing loads a next page, so there is no such command.
    var loadCommands: [CommandSpec] {
        guard let list = pagedList?.name, let paging = pagedList?.paging else { return [] }
        let first = CommandSpec(
            name: Name(ScreenNames.loadFirstPage(list.text), at: list.location),
            isAsync: true,
            whileRunning: .restart
        )
        let next = CommandSpec(name: Name(ScreenNames.loadNextPage(list.text), at: list.location), isAsync: true)
        return paging.loadMore ? [first, next] : [first]
    }

    /// The paged list's description; nil when no list is paged.
    var description: PagingDescription? {
        guard let list = pagedList, let paging = list.paging else { return nil }
        return PagingDescription(list: list, paging: paging, hud: screen.hud != nil)
    }

    /// What the generated handler of a standard callback does: its body, one statement
    /// per line, indented for a method.
    func handlerBody(_ standard: StandardCallback) -> String {
        switch standard {
        case .hud:
            return "HUDView.of(view).show(viewModel.hud.message)"
        case .rows:
            return "tableView.reloadData()"
        case .paging(let list):
            guard let paging = pagedList?.paging, paging.loadMore else {
                return "if !viewModel.\(ScreenNames.paging(list)).isRefreshing {\n"
                    + "            tableView.refreshControl?.endRefreshing()\n        }"
            }
            let start = ScreenNames.commandStart(ScreenNames.loadNextPage(list))
            return SwiftLayout.wrapped(
                "tableView.showPaging",
                [
                    "viewModel.\(ScreenNames.paging(list))",
                    "loadMoreTitle: \(FixtureLiteral.stringLiteral(paging.loadMoreTitle))",
                    "allLoadedText: \(FixtureLiteral.stringLiteral(paging.allLoadedMessage))",
                    "loadMore: { [weak self] in self?.\(start)() }",
                ],
                "",
                indent: 2
            )
        }
    }
}
