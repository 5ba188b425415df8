/// Tabs: a tab bar's, each on its own navigation stack, and a segmented screen's, each a
/// child controller; both have the objects their tabs are given. A table's header is a
/// child too: a cell screen made from the table's objects.
extension SpecChecker {
    /// Returns what the header's view model is made with.
    mutating func checkHeader(_ header: Name, of screen: ScreenSpec) -> [CallArgument] {
        if screen.kind != .table {
            log.error(
                "'header' of screen '\(screen.name)': a header is a table's, and the screen is \(screen.kind.rawValue)",
                at: header.location
            )
        }
        checkReference(header, "the header of '\(screen.name)'")
        guard let target = self.screen(named: header.text) else { return [] }
        guard target.kind == .cell else {
            log.error(
                "header '\(header)' is a \(target.kind.rawValue) screen; a header shows a cell screen (kind: cell)",
                at: header.location
            )
            return []
        }
        return childArguments(
            to: target,
            from: screen,
            at: header.location,
            child: "header '\(header)'",
            owner: ("screen '\(screen.name)'", "screen '\(screen.name)'")
        )
    }

    /// What a child view model (a tab's, a header's) is made with: the screen's objects and
    /// properties of the names its `given` has, each of its type; a missing one is an error.
    /// `owner` names the screen in the two messages, long then short.
    private mutating func childArguments(
        to target: ScreenSpec,
        from screen: ScreenSpec,
        at location: SourceLocation,
        child: String,
        owner: (long: String, short: String)
    ) -> [CallArgument] {
        let names = Set(Self.passable(from: screen).map(\.name.text))
        for needed in target.given where needed.initialValue == nil && !names.contains(needed.name.text) {
            log.error(
                "\(child) needs '\(needed.name)', which \(owner.long) does not have: "
                    + "give it an object or a property of that name",
                at: location
            )
        }
        checkObjectTypes(owner.short, at: location, from: screen, to: target, except: [])
        return passedArguments(to: target, from: names)
    }

    /// UIKit's tab bar shows five tabs; with more, the fifth on go under "More".
    static let tabsShownInTheBar = 5

    /// Only tab bars have tabs, and a tab bar has the objects its tabs are given. Returns,
    /// by tab, the arguments it makes each tab's view model with.
    mutating func checkTabs(_ screen: ScreenSpec) -> [String: [CallArgument]] {
        var arguments: [String: [CallArgument]] = [:]
        if screen.kind == .tabBar && screen.tabs.isEmpty {
            log.error(
                "tab bar screen '\(screen.name)' needs 'tabs': the screens shown as tabs",
                at: screen.name.location
            )
        }
        if screen.kind == .segmented && screen.tabs.isEmpty {
            log.error(
                "segmented screen '\(screen.name)' needs 'tabs': the screens its segments show",
                at: screen.name.location
            )
        }
        if screen.kind == .tabBar, screen.tabs.count > Self.tabsShownInTheBar {
            log.error(
                "tab bar screen '\(screen.name)' has \(screen.tabs.count) tabs; UIKit shows the tabs after the fourth under 'More', where a tab's own navigation stack is not shown (a route from it would push where nothing shows): keep it to \(Self.tabsShownInTheBar)",
                at: screen.tabs[Self.tabsShownInTheBar].location
            )
        }
        if screen.kind != .tabBar, screen.kind != .segmented, let first = screen.tabs.first {
            log.error(
                "'tabs' is only for screens of kind 'tabBar' or 'segmented'; '\(screen.name)' is '\(screen.kind.rawValue)'",
                at: first.location
            )
        }
        for (index, tab) in screen.tabs.enumerated() {
            if let first = screen.tabs[..<index].first(where: { $0.text == tab.text }) {
                log.error(
                    "tab '\(tab)' is listed twice in the tabs of '\(screen.name)'",
                    at: tab.location,
                    notes: [.init("tab '\(first)' is first listed here", at: first.location)]
                )
                continue
            }
            checkReference(tab, "a tab of '\(screen.name)'")
            guard let target = self.screen(named: tab.text) else { continue }
            if target.kind == .cell {
                log.error(
                    "tab '\(tab)' is a cell screen, which cannot be shown on its own",
                    at: tab.location
                )
            }
            if target.kind == .tabBar {
                log.error("tab '\(tab)' is a tab bar screen; a tab bar cannot be a tab of another", at: tab.location)
            }
            if screen.kind == .segmented, screen.tabItems[tab.text]?.image != nil {
                log.error(
                    "segment '\(tab)' has an image; a segment of a segmented screen shows its title only",
                    at: tab.location
                )
            }
            if target.kind == .segmented, screen.kind == .segmented {
                log.error(
                    "tab '\(tab)' is a segmented screen; its segmented control would replace this one's",
                    at: tab.location
                )
            }
            arguments[tab.text] = childArguments(
                to: target,
                from: screen,
                at: tab.location,
                child: "tab '\(tab)'",
                owner: ("tab bar screen '\(screen.name)'", "tab bar '\(screen.name)'")
            )
        }
        return arguments
    }
}
