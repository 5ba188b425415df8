/// Warnings: what is legal but probably wrong, unless the file or screen silences it.
extension SpecChecker {
    /// Declared and never used.
    mutating func checkUsage(_ screen: ScreenSpec) {
        let sent = Set((screen.commands.flatMap(\.sends) + screen.properties.flatMap(\.sends)).map(\.text))
        // The standard callbacks (`hud`, `paging`) are sent by generated code; a name that
        // is not an identifier has its error already.
        for callback in screen.callbacks
        where callback.standard == nil && !sent.contains(callback.name.text) && isIdentifier(callback.name) {
            warn(
                .unsentCallback,
                in: screen,
                "callback '\(callback.name)' of screen '\(screen.name)' is declared but no command or property sends it",
                at: callback.name.location
            )
        }
        // Read by a derived property computed from it, or announced by its setter.
        let read = Set((screen.commands.flatMap(\.reads) + screen.properties.flatMap(\.derivedFrom)).map(\.text))
            .union(screen.properties.filter { !$0.sends.isEmpty }.map(\.name.text))
        for property in screen.properties where property.access == .readwrite && !read.contains(property.name.text) {
            warn(
                .unreadProperty,
                in: screen,
                "read-write property '\(property.name)' of screen '\(screen.name)' is not read by any command: list it under a command's 'reads'",
                at: property.name.location
            )
        }
    }

    /// A command that sends a paged list's paging callback loads pages. On a screen with a
    /// HUD every page load sends `updateHUD` with it, so a command that does not declare it
    /// fails its generated test (a command sends only what it declares).
    mutating func checkPageLoadsDeclareHUD(_ screen: ScreenSpec) {
        guard let hud = screen.callbacks.first(where: { $0.standard == .hud })?.name.text else { return }
        let paging = Set(
            screen.callbacks.compactMap { callback -> String? in
                guard case .paging = callback.standard else { return nil }
                return callback.name.text
            }
        )
        for command in screen.commands where !command.sends.contains(where: { $0.text == hud }) {
            guard let load = command.sends.first(where: { paging.contains($0.text) }) else { continue }
            warn(
                .undeclaredHUD,
                in: screen,
                "command '\(command.name)' sends '\(load)', so it loads pages, but not '\(hud)', which a page load "
                    + "sends with it on a screen with 'hud: true': add '\(hud)' to its 'sends'",
                at: load.location
            )
        }
    }

    mutating func warn(_ kind: WarningKind, in screen: ScreenSpec?, _ message: String, at location: SourceLocation) {
        let silenced = (file.silence + (screen?.silence ?? [])).contains { $0.text == kind.rawValue }
        if !silenced { log.warning(message, at: location, kind: kind) }
    }

    /// A silenced name must be a warning mvvmgen gives, or the silence silences nothing.
    mutating func checkSilenced(_ names: [Name]) {
        let kinds = WarningKind.allCases.map(\.rawValue)
        for name in names where !kinds.contains(name.text) {
            log.error(
                "'\(name)' is not a warning mvvmgen gives" + Suggestion.didYouMean(name.text, among: kinds)
                    + " (warnings: \(kinds.joined(separator: ", ")))",
                at: name.location
            )
        }
    }
}
