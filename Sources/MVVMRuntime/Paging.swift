/// Which page a paged list asks for: the first again (pull to refresh, or on entry), or
/// the one after the last loaded (load more).
public enum PageLoad: Sendable {
    /// The first page again: pull to refresh, or the first load on entry.
    case first
    /// The page after the last one loaded: load more.
    case next
}

/// One load a paged list started: the page to fetch, and which load it is, so a load that
/// a newer first page superseded is recognised when its rows arrive.
public struct PageRequest: Sendable, Equatable {
    /// The page to fetch, counted from 1.
    public let page: Int
    let load: Int
}

/// What the load-more footer of a paged list shows.
public enum PagingFooter: Sendable, Equatable {
    /// Nothing: no page yet, or the only page was short (a short list needs no footer).
    case hidden
    /// The last page was full, so more may follow.
    case loadMore
    /// The next page is on its way.
    case loading
    /// A short page after full ones: everything is loaded.
    case allLoaded
}

/// The page state of a paged list (conventions C4, C9), written once for every table screen
/// that pages: the article's `page`, `perPage` and infinite-scrolling switch.
///
/// A load is `start(_:)`, then `finish(_:rows:)` or `fail(_:_:)`; the generated view model
/// code calls them around the person's `fetch…Page(_:pageSize:)`. Pages count from 1. A
/// first page supersedes a load under way (a new search while "load more" runs): the older
/// load's rows are dropped when they arrive, so the list never mixes two searches' rows.
@MainActor
public final class Paging<Item> {
    /// Rows a page holds; a page with fewer is the last.
    public let pageSize: Int
    /// The rows of every page loaded, in order.
    public private(set) var items: [Item]
    /// The number of the last page loaded; 0 before the first.
    public private(set) var pagesLoaded = 0
    /// The load under way, if any: one at a time, so pages cannot interleave.
    public private(set) var loading: PageLoad?
    /// Whether the last page was short: there is nothing more to load until a refresh.
    public private(set) var isAllLoaded = false
    /// Why the last load failed; nil after a load that worked.
    public private(set) var lastError: (any Error)?
    /// Whether pages after the first are asked for, decided at run time: false makes every
    /// page the last (a filter whose results the server does not page). Read when a page
    /// arrives and when load more is asked for.
    public var loadsMorePages = true
    /// The number of loads started: the current one's, which `finish` and `fail` check.
    private var loadsStarted = 0
    private var current: PageRequest?
    /// Set by `endAfterThisPage()` during a load, cleared when the next one starts.
    private var thisPageIsLast = false

    /// `items` are rows shown before the first page arrives (the screen's sample rows).
    public init(pageSize: Int, items: [Item] = []) {
        precondition(pageSize > 0, "a page holds at least one row")
        self.pageSize = pageSize
        self.items = items
    }

    /// What the footer shows: it appears only after a full page.
    public var footer: PagingFooter {
        if loading == .next { return .loading }
        guard pagesLoaded > 0 else { return .hidden }
        if !isAllLoaded, loadsMorePages { return .loadMore }
        return pagesLoaded > 1 ? .allLoaded : .hidden
    }

    /// Whether the first page is loading: a pull-to-refresh spinner keeps turning meanwhile.
    public var isRefreshing: Bool { loading == .first }

    /// Starts a load and returns what to fetch, or nil when none may start. The first
    /// page always starts: it supersedes a load under way, whose rows are then dropped.
    /// The next page waits for nothing: nil while another load runs, or after the last
    /// page. Asking for `next` before any page loads the first.
    public func start(_ load: PageLoad) -> PageRequest? {
        if load == .next {
            guard loading == nil else { return nil }
            if pagesLoaded > 0, isAllLoaded || !loadsMorePages { return nil }
        }
        thisPageIsLast = false
        let page = load == .first || pagesLoaded == 0 ? 1 : pagesLoaded + 1
        loading = page == 1 ? .first : .next
        loadsStarted += 1
        current = PageRequest(page: page, load: loadsStarted)
        return current
    }

    /// Makes the page being fetched the last, whatever its size: call it in `fetch…Page`
    /// when the server says no page follows (a response without a next link).
    public func endAfterThisPage() {
        thisPageIsLast = true
    }

    /// Ends `request` with its rows and returns true, or returns false and changes nothing
    /// when a newer load superseded it. Page 1 replaces every row (a refresh starts over),
    /// a later page is appended. A short page means everything is loaded.
    @discardableResult
    public func finish(_ request: PageRequest, rows: [Item]) -> Bool {
        guard request == current else { return false }
        current = nil
        finish(page: request.page, rows: rows)
        return true
    }

    /// Ends `request` without rows and returns true (what was loaded stays, and the same
    /// page can be asked for again), or returns false when a newer load superseded it.
    @discardableResult
    public func fail(_ request: PageRequest, _ error: any Error) -> Bool {
        guard request == current else { return false }
        current = nil
        fail(page: request.page, error)
        return true
    }

    // The calls of view models generated before `start(_:)`: one load at a time, a first
    // page asked for while another load runs is not started.

    /// Starts a load and returns the page to fetch, or nil while another load runs or
    /// when `next` was asked after the last page.
    public func begin(_ load: PageLoad) -> Int? {
        guard loading == nil else { return nil }
        return start(load)?.page
    }

    /// Ends the load of `page` with its rows.
    public func finish(page: Int, rows: [Item]) {
        items = page == 1 ? rows : items + rows
        pagesLoaded = page
        isAllLoaded = rows.count < pageSize || thisPageIsLast || !loadsMorePages
        lastError = nil
        loading = nil
        current = nil
    }

    /// Ends the load of `page` without rows.
    public func fail(page: Int, _ error: any Error) {
        lastError = error
        loading = nil
        current = nil
    }
}
