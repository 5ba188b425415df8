/// Thrown by `CallbackSpy.next(timeout:)` and `waitForCalls(count:timeout:)` when the
/// callbacks awaited have not all arrived in time: says what was awaited and what came.
public struct CallbackWaitTimeout: Error, CustomStringConvertible {
    /// The callback action type, e.g. `TopViewCallbackAction`.
    public let actionType: String
    /// How many callbacks the wait needed.
    public let awaitedCount: Int
    /// The actions that arrived and were not yet awaited, oldest first.
    public let arrived: [String]
    /// How long the wait lasted before it gave up.
    public let timeout: Duration

    /// What was awaited, what arrived, and how long the wait lasted.
    public var description: String {
        let wanted = awaitedCount == 1 ? "1 callback" : "\(awaitedCount) callbacks"
        let came =
            arrived.isEmpty ? "none arrived" : "only \(arrived.count) arrived: \(arrived.joined(separator: ", "))"
        return "timed out after \(timeout) waiting for \(wanted) of \(actionType); \(came)"
    }
}
