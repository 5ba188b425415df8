import MVVMRuntime

/// A stand-in controller for tests: records every callback a view model sends.
@MainActor
public final class CallbackSpy<CallbackAction: OptionSet>: ViewModelCallbackReceiver {
    /// One callback as it was received.
    public struct Call {
        public let action: CallbackAction
        public let info: Any?
    }

    /// Every callback, oldest first.
    public private(set) var calls: [Call] = []

    public init() {}

    public func callBack(action: CallbackAction, info: Any?) {
        calls.append(Call(action: action, info: info))
    }

    /// The actions of every callback, oldest first.
    public var actions: [CallbackAction] { calls.map(\.action) }

    /// The union of every action received so far.
    public var receivedActions: CallbackAction {
        calls.reduce(into: CallbackAction()) { $0.formUnion($1.action) }
    }

    /// Forgets what was recorded, to test the next step on its own.
    public func reset() {
        calls.removeAll()
    }
}
