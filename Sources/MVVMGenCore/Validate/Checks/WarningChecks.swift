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
