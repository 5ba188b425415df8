/// A screen's paged list (C9): its loads, written around the person's fetch, and what
/// each step sends.
struct PagingDescription: TemplateObject {
    let list: ListSpec
    let paging: PagingSpec
    let hud: Bool

    var name: String { list.name.text }
    var fetch: String { ScreenNames.fetchPage(name) }
    var state: String { "." + StandardCallback.paging(list: name).name }

    func withHUD(_ sends: String) -> String {
        hud ? "[.\(StandardCallback.hud.name), " + sends + "]" : sends
    }

    static let table = TemplateTable<PagingDescription>(
        "Paging",
        "A screen's paged list: its loads around the person's fetch, and what each step sends.",
        [
            .string("list", "The paged list's name.") { $0.name },
            .string("item", "The type of a row.") { $0.list.item.text },
            .string("property", "The `Paging` state's property name.") { ScreenNames.paging($0.name) },
            .int("pageSize", "Rows asked for per page.") { $0.paging.pageSize },
            .string("sample", "The rows before the first load, as written (a Swift array); empty when none.") {
                $0.list.sample?.text ?? ""
            },
            .string("loadingMessage", "The HUD's text while a page loads, as a Swift string literal; empty when none.")
            {
                $0.paging.loadingMessage.map(FixtureLiteral.stringLiteral) ?? ""
            },
            .string("hudCallback", "The HUD's callback name: `updateHUD`.") { _ in StandardCallback.hud.name },
            .string("rowsCallback", "The list's rows callback name.") { StandardCallback.rows(list: $0.name).name },
            .string("initialItems", "The rows before the first load: the sample or `[]`.") {
                $0.list.sample?.text ?? "[]"
            }.deprecated("read `paging.sample`"),
            .string("stubRows", "What the stub fetch returns: the sample on page 1, else `[]`.") {
                $0.list.sample.map { "page == 1 ? \($0.text) : []" } ?? "[]"
            }.deprecated("read `paging.sample`"),
            .string("fetch", "The fetch method the person writes.") { $0.fetch },
            .string("fetchRequirement", "The fetch's requirement line.") {
                "func \($0.fetch)(_ page: Int, pageSize: Int) async throws -> [\($0.list.item.text)]"
            }.deprecated("read `paging.fetch` and `paging.item`"),
            .string("loadFirst", "The first page's load command.") { ScreenNames.loadFirstPage($0.name) },
            .string("loadNext", "The next page's load command.") { ScreenNames.loadNextPage($0.name) },
            .string("load", "The shared load method's name.") { ScreenNames.loadPage($0.name) },
            .string("startFirst", "The controller's start method of the first page.") {
                ScreenNames.commandStart(ScreenNames.loadFirstPage($0.name))
            },
            .string("startNext", "The controller's start method of the next page.") {
                ScreenNames.commandStart(ScreenNames.loadNextPage($0.name))
            },
            .bool("loadMore", "True when the table's footer loads the next page (else pull to refresh alone).") {
                $0.paging.loadMore
            },
            .string("loadMoreTitle", "The footer button's title, as a Swift string literal.") {
                FixtureLiteral.stringLiteral($0.paging.loadMoreTitle)
            },
            .string("allLoadedText", "The footer's text once every page is loaded, as a Swift string literal.") {
                FixtureLiteral.stringLiteral($0.paging.allLoadedMessage)
            },
            .bool("hud", "True when the screen shows a HUD while it loads.") { $0.hud },
            .string("progress", "The HUD state while loading: `.progress(\"…\")`.") {
                $0.paging.loadingMessage.map { ".progress(\(FixtureLiteral.stringLiteral($0)))" } ?? ".progress()"
            }.deprecated("read `paging.loadingMessage`"),
            .string("pagingCallback", "The paging state callback, `.name`.") { $0.state },
            .string("beginSends", "What a load sends as it starts.") { $0.withHUD($0.state) }.deprecated(
                "read `paging.hud`, `paging.hudCallback` and `paging.pagingCallback`"
            ),
            .string("loadedSends", "What a load sends when rows arrive.") {
                let rows = "." + StandardCallback.rows(list: $0.name).name
                return $0.hud ? "[.\(StandardCallback.hud.name), \(rows), \($0.state)]" : "[\(rows), \($0.state)]"
            }.deprecated("read `paging.hud`, `paging.hudCallback`, `paging.rowsCallback` and `paging.pagingCallback`"),
            .string("failedSends", "What a load sends when it fails.") { $0.withHUD($0.state) }.deprecated(
                "read `paging.hud`, `paging.hudCallback` and `paging.pagingCallback`"
            ),
            .bool("refresh", "True when pull to refresh reloads the first page.") { $0.paging.refresh },
            .string("testName", "The test of the first load's name.") {
                "when" + SwiftNames.upperFirst(ScreenNames.loadFirstPage($0.name))
            },
        ]
    )
}
