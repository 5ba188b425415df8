import MVVMRuntime

/// A stand-in controller for tests: records every callback a view model sends, and lets a
/// test wait for callbacks that arrive later (convention C5: a test of a delayed callback
/// waits for it).
@MainActor
public final class CallbackSpy<CallbackAction: OptionSet>: ViewModelCallbackReceiver {
    /// One callback as it was received.
    public struct Call {
        /// The actions sent together, as one set.
        public let action: CallbackAction
        /// The payload sent with them (`callBack(.showError, info: message)`), or nil.
        public let info: Any?
    }

    /// Every callback, oldest first.
    public private(set) var calls: [Call] = []

    /// The waits for calls still to come.
    private let waits = CallWaitQueue()

    /// A spy that has received nothing yet.
    public init() {}

    /// Records the call and wakes a test waiting for it.
    public func callBack(action: CallbackAction, info: Any?) {
        calls.append(Call(action: action, info: info))
        waits.arrived()
    }

    /// The actions of every callback, oldest first.
    public var actions: [CallbackAction] { calls.map(\.action) }

    /// The union of every action received so far.
    public var receivedActions: CallbackAction {
        calls.reduce(into: CallbackAction()) { $0.formUnion($1.action) }
    }

    /// Forgets what was recorded, to test the next step on its own. Waits in progress go
    /// on waiting for callbacks to come.
    public func reset() {
        calls.removeAll()
        waits.reset()
    }

    /// The next callback not yet awaited: at once if it has arrived, else when it does.
    /// Throws `CallbackWaitTimeout` when none arrives within `timeout`.
    public func next(timeout: Duration = .seconds(2)) async throws -> Call {
        try await waitForCalls(count: 1, timeout: timeout)[0]
    }

    /// The next `count` callbacks not yet awaited, oldest first: at once if they have
    /// arrived, else when the last of them does. Waits begun earlier are served first.
    /// Throws `CallbackWaitTimeout` when they have not all arrived within `timeout`, nor by
    /// the time the wait resumes after it (those that did stay to be awaited), or
    /// `CancellationError` if the task is cancelled.
    public func waitForCalls(count: Int, timeout: Duration = .seconds(2)) async throws -> [Call] {
        precondition(count > 0, "wait for at least one callback")
        do {
            let first = try await waits.wait(count: count, timeout: timeout)
            return Array(calls[first..<first + count])
        } catch is CallWaitQueue.TimedOut {
            throw CallbackWaitTimeout(
                actionType: String(describing: CallbackAction.self),
                awaitedCount: count,
                arrived: calls[waits.handedOut...].map { String(describing: $0.action) },
                timeout: timeout
            )
        }
    }

    /// How many waits are suspended, for tests that no wait is left behind.
    public var pendingWaitCount: Int { waits.pendingCount }
}
