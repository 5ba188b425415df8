/// The template context of a screen's table family and HUD (conventions C9, C12): the
/// paged list's loads, written around the person's fetch, and the handlers of the
/// standard callbacks.
struct PagingContext {
    let screen: ScreenSpec
    /// `public `, `package ` or nothing: the access level of declarations.
    let access: String

    /// The screen's paged list (the checks allow one).
    var pagedList: ListSpec? { screen.lists.first { $0.paging != nil } }

    /// The loads a controller runs as its tasks, like async commands.
    var loadCommands: [CommandSpec] {
        guard let list = pagedList?.name else { return [] }
        return [ScreenNames.loadFirstPage(list.text), ScreenNames.loadNextPage(list.text)].map {
            CommandSpec(name: Name($0, at: list.location), isAsync: true)
        }
    }

    var dictionary: ContextDictionary {
        guard let list = pagedList, let paging = list.paging else { return [:] }
        let name = list.name.text
        let item = list.item.text
        let hud = screen.hud != nil
        let rows = "." + StandardCallback.rows(list: name).name
        let state = "." + StandardCallback.paging(list: name).name
        let withHUD = { (sends: String) in hud ? "[.\(StandardCallback.hud.name), " + sends + "]" : sends }
        let progress = paging.loadingMessage.map { ".progress(\(FixtureLiteral.stringLiteral($0)))" } ?? ".progress()"
        let fetch = ScreenNames.fetchPage(name)
        return [
            "list": name,
            "item": item,
            "property": ScreenNames.paging(name),
            "pageSize": paging.pageSize,
            "initialItems": list.sample?.text ?? "[]",
            "stubRows": list.sample.map { "page == 1 ? \($0.text) : []" } ?? "[]",
            "fetch": fetch,
            "fetchRequirement": "func \(fetch)(_ page: Int, pageSize: Int) async throws -> [\(item)]",
            "loadFirst": ScreenNames.loadFirstPage(name),
            "loadNext": ScreenNames.loadNextPage(name),
            "load": ScreenNames.loadPage(name),
            "startFirst": ScreenNames.commandStart(ScreenNames.loadFirstPage(name)),
            "startNext": ScreenNames.commandStart(ScreenNames.loadNextPage(name)),
            "hud": hud,
            "progress": progress,
            "pagingCallback": state,
            "beginSends": withHUD(state),
            "loadedSends": hud ? "[.\(StandardCallback.hud.name), \(rows), \(state)]" : "[\(rows), \(state)]",
            "failedSends": withHUD(state),
            "refresh": paging.refresh,
            "testName": "when" + SwiftNames.upperFirst(ScreenNames.loadFirstPage(name)),
        ]
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

extension PagingContext {
    /// The screen-level keys: whether there is a paged list (`paging` holds its context), a
    /// HUD, and generated handlers that need MVVMRuntimeUIKit.
    var screenKeys: ContextDictionary {
        let standard = screen.callbacks.contains { $0.standard != nil }
        return [
            "isPaged": pagedList != nil,
            "paging": dictionary,
            "hasHUD": screen.hud != nil,
            "hasStandardCallbacks": standard,
            "hasOwnCallbacks": screen.callbacks.contains { $0.standard == nil },
        ]
    }
}
