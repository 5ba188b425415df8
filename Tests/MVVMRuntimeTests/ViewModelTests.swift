import MVVMRuntimeTesting
import Testing

@testable import MVVMRuntime

private struct Actions: OptionSet {
    let rawValue: UInt64
    static let reloadTable = Actions(rawValue: 1 << 0)
    static let reloadResult = Actions(rawValue: 1 << 1)
}

private final class Screen: ViewModel<Actions> {}

/// A controller that owns its view model, as generated controllers do.
@MainActor
private final class Controller: ViewModelCallbackReceiver {
    let viewModel = Screen()
    var received: [Actions] = []

    init() { viewModel.bind(to: self) }

    func callBack(action: Actions, info: Any?) { received.append(action) }
}

@MainActor
@Suite("ViewModel")
struct ViewModelTests {
    @Test("when it calls back, should deliver the actions and info to its controller")
    func deliversCallbacks() {
        let spy = CallbackSpy<Actions>()
        let viewModel = Screen()
        viewModel.bind(to: spy)

        viewModel.callBack([.reloadTable, .reloadResult], info: "payload")

        #expect(spy.actions == [[.reloadTable, .reloadResult]])
        #expect(spy.calls.first?.info as? String == "payload")
        #expect(viewModel.controller === spy)
    }

    @Test("when the controller goes away, should not keep it alive nor crash on callbacks")
    func pointsBackWeakly() {
        var controller: Controller? = Controller()
        weak let weakController = controller
        let viewModel = controller!.viewModel

        controller = nil

        #expect(weakController == nil)
        #expect(viewModel.controller == nil)
        viewModel.callBack(.reloadTable)
    }

    @Test("when several callbacks arrive, the spy should give their union and reset on request")
    func spyRecords() {
        let spy = CallbackSpy<Actions>()
        spy.callBack(action: .reloadTable, info: nil)
        spy.callBack(action: .reloadResult, info: nil)

        #expect(spy.receivedActions == [.reloadTable, .reloadResult])
        spy.reset()
        #expect(spy.calls.isEmpty)
    }
}
