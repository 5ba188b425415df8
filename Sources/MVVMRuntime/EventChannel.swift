/// The one-shot events of a view model of the swiftui flavour (callbacks marked
/// `event: true`), typed: each event sent is delivered once, in order, to whoever awaits
/// `next()` (the view's task); those sent while nobody waits are kept for the next wait.
/// A test reads them with `takeAll()`.
@MainActor
public final class EventChannel<Event> {
    private var queue: [Event] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// An empty channel: no event sent, nobody waiting.
    public init() {}

    /// Sends `event`: the next `next()` returns it, once.
    public func send(_ event: Event) {
        queue.append(event)
        wakeAll()
    }

    /// The events sent and not yet delivered, oldest first.
    public var pending: [Event] { queue }

    /// Takes every event sent and not yet delivered, oldest first: for tests.
    public func takeAll() -> [Event] {
        defer { queue = [] }
        return queue
    }

    /// The next event: at once when one waits, else when one is sent; nil when the task
    /// waiting is cancelled (the view went away).
    public func next() async -> Event? {
        while queue.isEmpty {
            if Task.isCancelled { return nil }
            await withTaskCancellationHandler {
                await withCheckedContinuation { waiting.append($0) }
            } onCancel: {
                Task { @MainActor [weak self] in self?.wakeAll() }
            }
        }
        return queue.removeFirst()
    }

    /// Wakes every wait: each looks again, and the first to run takes the event.
    private func wakeAll() {
        let woken = waiting
        waiting = []
        for continuation in woken { continuation.resume() }
    }
}
