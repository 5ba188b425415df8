import Testing

@testable import MVVMRuntime

private struct Signal: OptionSet {
    let rawValue: Int
    static let reload = Signal(rawValue: 1 << 0)
    static let error = Signal(rawValue: 1 << 1)
}

/// A receiver that writes down what it hears, as a controller or a cell would.
@MainActor
private final class Listener: ViewModelCallbackReceiver {
    var heard: [(Signal, String?)] = []
    func callBack(action: Signal, info: Any?) { heard.append((action, info as? String)) }
}

@MainActor
@Suite("Callbacks nobody listens to yet")
struct HeldCallbacksTests {
    @Test("when callbacks are sent before a controller binds, should deliver them in order when it binds")
    func heldUntilBound() {
        let viewModel = ViewModel<Signal>()
        viewModel.callBack(.reload, info: "first")
        viewModel.callBack(.error, info: "boom")
        let listener = Listener()
        viewModel.bind(to: listener)
        #expect(listener.heard.map(\.0) == [.reload, .error])
        #expect(listener.heard.map(\.1) == ["first", "boom"])
        #expect(viewModel.heldCallbacks.isEmpty)
    }

    @Test("when the same actions are sent again while held, should keep one entry with the newest info")
    func heldStaysSmall() {
        let viewModel = ViewModel<Signal>()
        for step in 0..<1000 {
            viewModel.callBack(.reload, info: "\(step)")
            viewModel.callBack(.error)
        }
        #expect(viewModel.heldCallbacks.count == 2)
        #expect(viewModel.heldCallbacks.first?.info as? String == "999")
    }

    @Test("when the controller goes away, should hold later callbacks for the next one")
    func heldAfterControllerGone() {
        let viewModel = ViewModel<Signal>()
        var listener: Listener? = Listener()
        viewModel.bind(to: listener!)
        listener = nil
        viewModel.callBack(.reload)
        let next = Listener()
        viewModel.bind(to: next)
        #expect(next.heard.map(\.0) == [.reload])
    }

    @Test("when a reused cell shows another row, should stop hearing the row it showed before")
    func reusedCellHearsOneRow() {
        let cell = Listener()
        let firstRow = ViewModel<Signal>()
        let secondRow = ViewModel<Signal>()
        firstRow.bindReplacing(to: cell)
        secondRow.bindReplacing(to: cell)
        firstRow.callBack(.reload, info: "stale")
        secondRow.callBack(.reload, info: "shown")
        #expect(cell.heard.map(\.1) == ["shown"])
        #expect(firstRow.controller == nil)
        #expect(firstRow.heldCallbacks.count == 1)
        // Shown again later (scrolled back): it hears what it missed.
        firstRow.bindReplacing(to: cell)
        #expect(cell.heard.map(\.1) == ["shown", "stale"])
    }

    @Test("when a cell is bound and goes away, should not be kept alive")
    func cellNotRetained() {
        let row = ViewModel<Signal>()
        var cell: Listener? = Listener()
        weak let weakCell = cell
        row.bindReplacing(to: cell!)
        cell = nil
        #expect(weakCell == nil)
    }

    @Test("when another object unbinds, should keep the listening controller")
    func unbindOnlyTheListener() {
        let viewModel = ViewModel<Signal>()
        let listener = Listener()
        viewModel.bind(to: listener)
        viewModel.unbind(from: Listener())
        viewModel.callBack(.reload)
        #expect(listener.heard.count == 1)
    }
}
