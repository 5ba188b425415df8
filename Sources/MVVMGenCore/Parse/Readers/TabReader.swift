/// Tabs of a tab bar screen: `[Feed, Profile]`, or a mapping from each tab's screen to
/// its tab bar item, `Feed: {title: Home, systemImage: house}` (`Feed: Home` is the title).
extension SpecWalker {
    mutating func readTabs(_ node: YAMLNode, of what: String) -> (tabs: [Name], items: [String: TabItemSpec]) {
        if node.scalar != nil && !reader.isNull(node) {
            reader.log.error(
                "'tabs' of \(what) must be a list ([Feed, Profile]) or a mapping (Feed: {title, image}), not a single value",
                at: reader.location(of: node)
            )
            return ([], [:])
        }
        if node.mapping == nil { return (reader.names(node, "'tabs' of \(what)") ?? [], [:]) }
        var tabs: [Name] = []
        var items: [String: TabItemSpec] = [:]
        for (tab, itemNode) in entries(node, "'tabs' of \(what)") {
            tabs.append(tab)
            if let item = readTabItem(itemNode, of: "tab '\(tab)' of \(what)") { items[tab.text] = item }
        }
        return (tabs, items)
    }

    private mutating func readTabItem(_ node: YAMLNode, of what: String) -> TabItemSpec? {
        if reader.isNull(node) { return nil }
        switch entryForm(node, what, allowed: SpecKeys.tab) {
        case .short(let node)?:
            return reader.string(node, "the title of \(what)").map { TabItemSpec(title: $0) }
        case .long(let fields)?:
            var item = TabItemSpec()
            if let node = fields["title"] { item.title = reader.string(node, "the title of \(what)") }
            if let node = fields["image"] {
                item.image = reader.string(node, "'image' of \(what)").map(TabItemSpec.Image.named)
            }
            if let node = fields["systemImage"] {
                if item.image != nil {
                    reader.log.error(
                        "\(what) has both 'image' and 'systemImage': keep the one it shows",
                        at: reader.location(of: node)
                    )
                }
                item.image = reader.string(node, "'systemImage' of \(what)").map(TabItemSpec.Image.system)
            }
            return item
        case nil:
            return nil
        }
    }
}
