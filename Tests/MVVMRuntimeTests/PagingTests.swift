import Testing

@testable import MVVMRuntime

private struct Offline: Error {}

/// The page state every paged list shares (convention C9): pages from 1, one load at a
/// time, "all loaded" after a short page, the footer only after a full page, a refresh
/// starting over and a failed page keeping what was loaded.
@MainActor
@Suite("Paging")
struct PagingTests {
    let paging = Paging<Int>(pageSize: 3)

    /// Loads `rows` as the page `load` asks for; returns the page number it fetched.
    @discardableResult
    func load(_ load: PageLoad, _ rows: [Int]) -> Int? {
        guard let page = paging.begin(load) else { return nil }
        paging.finish(page: page, rows: rows)
        return page
    }

    @Test("when nothing is loaded, should show no footer and ask for page 1, even for the next page")
    func startsAtPageOne() {
        #expect(paging.footer == .hidden)
        #expect(paging.begin(.next) == 1)
        #expect(paging.loading == .first)
        #expect(paging.isRefreshing)
    }

    @Test("when a full page arrives, should offer more; the next load asks for page 2 and appends")
    func fullPageOffersMore() {
        load(.first, [1, 2, 3])
        #expect(paging.footer == .loadMore)
        #expect(!paging.isAllLoaded)
        #expect(load(.next, [4, 5, 6]) == 2)
        #expect(paging.items == [1, 2, 3, 4, 5, 6])
        #expect(paging.pagesLoaded == 2)
    }

    @Test("when the next page loads, should show the footer's spinner, not the refresh spinner")
    func nextPageShowsLoading() {
        load(.first, [1, 2, 3])
        _ = paging.begin(.next)
        #expect(paging.footer == .loading)
        #expect(!paging.isRefreshing)
    }

    @Test("when a short page follows full ones, should be all loaded and ask for nothing more")
    func shortPageIsTheLast() {
        load(.first, [1, 2, 3])
        load(.next, [4])
        #expect(paging.isAllLoaded)
        #expect(paging.footer == .allLoaded)
        #expect(paging.begin(.next) == nil)
        #expect(paging.loading == nil)
    }

    @Test("when the only page is short, should show no footer at all")
    func shortFirstPageHasNoFooter() {
        load(.first, [1])
        #expect(paging.footer == .hidden)
        #expect(paging.begin(.next) == nil)
    }

    @Test("when a load runs, should start no other: pages cannot interleave")
    func oneLoadAtATime() {
        #expect(paging.begin(.first) == 1)
        #expect(paging.begin(.first) == nil)
        #expect(paging.begin(.next) == nil)
    }

    @Test("when a first page starts while the next page loads, should drop the older load's rows when they arrive")
    func firstPageSupersedesLoadMore() throws {
        load(.first, [1, 2, 3])
        let more = try #require(paging.start(.next))
        #expect(paging.start(.next) == nil, "load more waits for the load under way")
        let search = try #require(paging.start(.first), "a new search starts at once")
        #expect(search.page == 1 && paging.loading == .first)
        #expect(paging.finish(more, rows: [4, 5, 6]) == false, "the old search's page is dropped")
        #expect(paging.items == [1, 2, 3] && paging.loading == .first)
        #expect(paging.finish(search, rows: [7]) == true)
        #expect(paging.items == [7] && paging.pagesLoaded == 1 && paging.loading == nil)
        #expect(paging.fail(more, Offline()) == false && paging.lastError == nil, "a late failure too")
    }

    @Test("when a first page starts while another first page loads, should keep the newest one's rows only")
    func newestFirstPageWins() throws {
        let old = try #require(paging.start(.first))
        let new = try #require(paging.start(.first))
        #expect(paging.finish(new, rows: [9]))
        #expect(!paging.finish(old, rows: [1, 2, 3]))
        #expect(paging.items == [9])
    }

    @Test("when refreshing after several pages, should start over with page 1's rows only")
    func refreshStartsOver() {
        load(.first, [1, 2, 3])
        load(.next, [4])
        #expect(load(.first, [7, 8, 9]) == 1)
        #expect(paging.items == [7, 8, 9])
        #expect(paging.pagesLoaded == 1)
        #expect(paging.footer == .loadMore)
    }

    @Test("when a page fails, should keep what was loaded and ask for the same page again")
    func failedPageKeepsRows() throws {
        load(.first, [1, 2, 3])
        let page = try #require(paging.begin(.next))
        paging.fail(page: page, Offline())
        #expect(paging.items == [1, 2, 3])
        #expect(paging.lastError is Offline)
        #expect(paging.footer == .loadMore)
        #expect(paging.begin(.next) == 2)
    }

    @Test("when sample rows are given, should show them until the first page replaces them")
    func sampleRowsAreReplaced() {
        let paging = Paging(pageSize: 2, items: [0])
        #expect(paging.items == [0])
        #expect(paging.footer == .hidden)
        if let page = paging.begin(.first) { paging.finish(page: page, rows: [5, 6]) }
        #expect(paging.items == [5, 6])
    }

    @Test("when the fetch says no page follows, should end after a full page")
    func fetchEndsPaging() throws {
        let request = try #require(paging.start(.first))
        paging.endAfterThisPage()
        paging.finish(request, rows: [1, 2, 3])
        #expect(paging.isAllLoaded)
        #expect(paging.start(.next) == nil)
        // A refresh starts over: its full page offers more again.
        let refresh = try #require(paging.start(.first))
        paging.finish(refresh, rows: [1, 2, 3])
        #expect(paging.footer == .loadMore)
    }

    @Test("when a filter's results are not paged, should take every page as the last")
    func pagingOffAtRunTime() throws {
        load(.first, [1, 2, 3])
        paging.loadsMorePages = false
        #expect(paging.footer == .hidden, "no load more for a list that is not paged")
        #expect(paging.start(.next) == nil)
        let again = try #require(paging.start(.first))
        paging.finish(again, rows: [4, 5, 6])
        #expect(paging.isAllLoaded && paging.items == [4, 5, 6])
        paging.loadsMorePages = true
        let paged = try #require(paging.start(.first))
        paging.finish(paged, rows: [7, 8, 9])
        #expect(paging.footer == .loadMore)
    }

    @Test("a HUD message shows its code after the text; progress has none")
    func hudMessageText() {
        #expect(HUDMessage("服务器错误", code: "500").displayText == "服务器错误 (500)")
        #expect(HUDMessage("Saved").displayText == "Saved")
        #expect(HUDMessage.progress("Loading").style == .progress)
        #expect(HUDMessage("Saved").style == .message)
    }

    @Test("a kept object is made once per key and view model")
    func keptObjects() {
        let viewModel = BaseViewModel()
        var made = 0
        let make = {
            made += 1
            return HUD()
        }
        let first = viewModel.kept("hud", make: make)
        let again = viewModel.kept("hud", make: make)
        #expect(first === again && made == 1)
        #expect(BaseViewModel().kept("hud") { HUD() } !== first)
    }
}
