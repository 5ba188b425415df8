/// The waits of a `CallbackSpy`, served in the order they began: each gets the position of
/// the next calls not yet handed out. Not generic, so its timers and cancellation handlers
/// capture nothing of the spy's action type (a non-Sendable metatype).
@MainActor
final class CallWaitQueue {
    /// Thrown by `wait` when its time is up; the spy turns it into a `CallbackWaitTimeout`.
    struct TimedOut: Error {}

    private struct Waiter {
        let id: Int
        let count: Int
        let continuation: CheckedContinuation<Int, any Error>
        let timer: Task<Void, Never>
    }

    /// Calls received, and how many of them waits have been handed, oldest first.
    private(set) var received = 0
    private(set) var handedOut = 0
    private var waiters: [Waiter] = []
    private var nextID = 0

    var pendingCount: Int { waiters.count }

    /// One more call has arrived: serves the waits it completes.
    func arrived() {
        received += 1
        serve()
    }

    /// Forgets every call; waits in progress wait for the calls to come.
    func reset() {
        received = 0
        handedOut = 0
    }

    /// The index of the first of the next `count` calls, once they have all arrived.
    /// Throws `TimedOut` after `timeout`, `CancellationError` if the task is cancelled.
    func wait(count: Int, timeout: Duration) async throws -> Int {
        if waiters.isEmpty, received - handedOut >= count { return handOut(count) }
        do {
            return try await suspend(count: count, timeout: timeout)
        } catch is TimedOut where received - handedOut >= count {
            // The calls came after the timer fired but before this wait resumed: on a busy
            // main actor both are late, and the test asked for calls that are here.
            return handOut(count)
        }
    }

    private func suspend(count: Int, timeout: Duration) async throws -> Int {
        let id = nextID
        nextID += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                // A timer, not polling: the wait itself is resumed by `arrived`.
                let timer = Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    guard !Task.isCancelled else { return }
                    self?.end(id, throwing: TimedOut())
                }
                waiters.append(Waiter(id: id, count: count, continuation: continuation, timer: timer))
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.end(id, throwing: CancellationError()) }
        }
    }

    private func serve() {
        while let first = waiters.first, received - handedOut >= first.count {
            waiters.removeFirst()
            first.timer.cancel()
            first.continuation.resume(returning: handOut(first.count))
        }
    }

    private func handOut(_ count: Int) -> Int {
        defer { handedOut += count }
        return handedOut
    }

    /// Resumes wait `id`, if still waiting, with `error`; the waits behind it may now be served.
    private func end(_ id: Int, throwing error: any Error) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.timer.cancel()
        waiter.continuation.resume(throwing: error)
        serve()
    }
}
