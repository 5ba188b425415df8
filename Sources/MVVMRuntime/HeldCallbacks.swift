/// Callbacks a view model sent while nobody listened, in the order sent. An action set sent
/// again replaces its earlier entry (with the newer info) and moves to the end, so the list
/// is bounded by the distinct action sets a screen sends, however long nobody listens.
struct HeldCallbacks<CallbackAction: OptionSet> {
    private(set) var entries: [(action: CallbackAction, info: Any?)] = []

    mutating func hold(_ action: CallbackAction, info: Any?) {
        entries.removeAll { $0.action == action }
        entries.append((action, info))
    }

    mutating func takeAll() -> [(action: CallbackAction, info: Any?)] {
        defer { entries = [] }
        return entries
    }
}

/// Which view model each receiver shown through `bindReplacing(to:)` listens to, so a reused
/// cell stops hearing the row it showed before. Entries of receivers that are gone are dropped.
@MainActor
enum ReceiverBindings {
    private struct Entry {
        weak var receiver: AnyObject?
        let unbindPrevious: () -> Void
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func replace(in receiver: AnyObject, unbind: @escaping () -> Void) {
        let key = ObjectIdentifier(receiver)
        if let previous = entries[key], previous.receiver === receiver {
            previous.unbindPrevious()
        }
        entries = entries.filter { $0.value.receiver != nil }
        entries[key] = Entry(receiver: receiver, unbindPrevious: unbind)
    }
}
