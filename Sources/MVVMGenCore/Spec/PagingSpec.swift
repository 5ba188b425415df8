/// A paged list of a table screen (convention C9, the articles' table family): its pages
/// are fetched by the person's `fetch…Page`, the rest is the runtime's `Paging` and
/// generated wiring.
public struct PagingSpec: Sendable {
    /// Rows a page holds; a shorter page is the last.
    public var pageSize: Int
    /// Pull to refresh loads the first page again.
    public var refresh = true
    /// A footer button loads the next page after a full one.
    public var loadMore = true
    /// The HUD's text while a page loads (the screen needs `hud`); a spinner alone without.
    public var loadingMessage: String?
    public var loadMoreTitle = "Load more"
    /// The footer's text after the last page; empty removes the footer instead.
    public var allLoadedMessage = ""
    /// Where `paging` was written: the standard callbacks it adds are located here.
    public var location: SourceLocation

    public init(pageSize: Int, at location: SourceLocation) {
        self.pageSize = pageSize
        self.location = location
    }
}

/// A callback the generator adds and handles itself, from `hud` or a list's `paging`: the
/// controller gets a handler for it, which it may replace with its own.
public enum StandardCallback: Sendable, Equatable {
    /// `updateHUD`: show the view model's `hud.message`, or hide the HUD.
    case hud
    /// `reload<List>`: a paged list's rows changed.
    case rows(list: String)
    /// `update<List>Paging`: the refresh spinner and the load-more footer changed.
    case paging(list: String)

    /// The callback's name, as the screen's callback set spells it.
    public var name: String {
        switch self {
        case .hud: "updateHUD"
        case .rows(let list): "reload" + SwiftNames.upperFirst(list)
        case .paging(let list): "update" + SwiftNames.upperFirst(list) + "Paging"
        }
    }

    var summary: String {
        switch self {
        case .hud: "Show `hud.message` in the HUD, or hide it when nil."
        case .rows(let list): "The rows of `\(list)` changed: a page arrived."
        case .paging(let list): "The paging of `\(list)` changed: the refresh spinner and the load-more footer."
        }
    }
}

extension ScreenSpec {
    /// The callbacks `hud` and paged lists add, after the person's own.
    public var standardCallbacks: [StandardCallback] {
        let paged = lists.filter { $0.paging != nil }.map(\.name.text)
        return (hud == nil ? [] : [.hud]) + paged.flatMap { [.rows(list: $0), .paging(list: $0)] }
    }

    /// Adds the standard callbacks to `callbacks`, each located where it comes from.
    mutating func addStandardCallbacks() {
        for standard in standardCallbacks {
            let location: SourceLocation
            switch standard {
            case .hud: location = hud ?? name.location
            case .rows(let list), .paging(let list):
                location = lists.first { $0.name.text == list }?.paging?.location ?? name.location
            }
            var callback = CallbackSpec(name: Name(standard.name, at: location), summary: standard.summary)
            callback.standard = standard
            callbacks.append(callback)
        }
    }
}
