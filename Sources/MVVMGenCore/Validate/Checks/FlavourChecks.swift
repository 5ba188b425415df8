/// The flavour of a screen (`uikit` or `swiftui`): what the SwiftUI flavour has, and which
/// screens must share one. Routes may cross flavours (hosting controllers both ways); a
/// screen shown inside another (a list's cells, a header, a tab) is written for its parent's
/// view layer, so it has the parent's flavour.
extension SpecChecker {
    mutating func checkFlavour(_ screen: ScreenSpec) {
        let flavour = screen.flavour ?? .uikit
        if flavour == .swiftui, screen.kind == .segmented {
            log.error(
                "screen '\(screen.name)' is segmented, which the swiftui flavour does not have yet: "
                    + "write 'flavour: uikit' for it, or make it a tabBar",
                at: screen.flavourLocation ?? screen.name.location
            )
        }
        let shown =
            screen.lists.compactMap { list in list.child.map { ($0, "list '\(list.name)' shows") } }
            + (screen.header.map { [($0, "its header is")] } ?? [])
            + (screen.kind == .tabBar ? screen.tabs.map { ($0, "a tab is") } : [])
        for (child, role) in shown {
            guard let target = self.screen(named: child.text) else { continue }
            let targetFlavour = target.flavour ?? .uikit
            guard targetFlavour != flavour else { continue }
            log.error(
                "screen '\(screen.name)' is \(flavour.rawValue) and \(role) '\(child)', which is "
                    + "\(targetFlavour.rawValue): a screen shown inside another has its flavour",
                at: child.location
            )
        }
    }
}
