/// A list's `paging`: `paging: 10` (the page size, with refresh and load more), or
/// `{pageSize, refresh, loadMore, loadingMessage, loadMoreTitle, allLoadedMessage}`.
extension SpecWalker {
    mutating func readPaging(_ node: YAMLNode, of list: String) -> PagingSpec? {
        let what = "'paging' of \(list)"
        let location = reader.location(of: node)
        switch entryForm(node, what, allowed: SpecKeys.paging, required: ["pageSize"]) {
        case .short(let node)?:
            return readPageSize(node, of: what).map { PagingSpec(pageSize: $0, at: location) }
        case .long(let fields)?:
            let size = fields["pageSize"].flatMap { readPageSize($0, of: what) }
            var paging = PagingSpec(pageSize: size ?? 1, at: location)
            if let node = fields["refresh"] { paging.refresh = reader.bool(node, "'refresh' of \(what)") ?? true }
            if let node = fields["loadMore"] { paging.loadMore = reader.bool(node, "'loadMore' of \(what)") ?? true }
            if let node = fields["loadingMessage"] {
                paging.loadingMessage = reader.string(node, "'loadingMessage' of \(what)")
            }
            if let node = fields["loadMoreTitle"], let text = reader.string(node, "'loadMoreTitle' of \(what)") {
                paging.loadMoreTitle = text
            }
            if let node = fields["allLoadedMessage"],
                let text = reader.string(node, "'allLoadedMessage' of \(what)")
            {
                paging.allLoadedMessage = text
            }
            return size == nil ? nil : paging
        case nil:
            return nil
        }
    }

    /// A whole number of rows, 1 or more.
    private mutating func readPageSize(_ node: YAMLNode, of what: String) -> Int? {
        guard let text = reader.string(node, "the page size of \(what)") else { return nil }
        guard let size = Int(text), size > 0, size <= 10_000 else {
            reader.log.error(
                "the page size of \(what) must be a whole number of rows from 1 to 10000, not '\(text)'",
                at: reader.location(of: node)
            )
            return nil
        }
        return size
    }
}
