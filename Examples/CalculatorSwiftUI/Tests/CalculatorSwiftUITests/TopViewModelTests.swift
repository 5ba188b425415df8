// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime
import MVVMRuntimeTesting
import Observation
import Testing

@testable import CalculatorSwiftUI

/// Behaviour of TopViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the callbacks it
/// sends. The spy records the callbacks (the view reads the view model instead); the tests
/// of Examples/Calculator, plus what SwiftUI relies on: the LED and the history are observed.
/// No `@available` (Swift Testing takes it on each test, not on a suite): the package's
/// platforms are those of the swiftui flavour.
@MainActor
@Suite("TopViewModel")
struct TopViewModelTests {
    let spy = CallbackSpy<TopViewCallbackAction>()

    /// A view model bound to the spy, after `steps` (calls the view would make);
    /// the spy is reset so each test sees only the callbacks of the step it checks.
    private func makeViewModel(after steps: (TopViewModel) -> Void = { _ in }) -> TopViewModel {
        let viewModel = TopViewModel.model(with: spy)
        steps(viewModel)
        spy.reset()
        return viewModel
    }

    /// Whether `read` (what a view's body reads) is told of a change while `change` runs,
    /// as SwiftUI is told to build the body again.
    private func changes(_ read: @escaping () -> Void, when change: () -> Void) -> Bool {
        nonisolated(unsafe) var changed = false
        withObservationTracking(read) { changed = true }
        change()
        return changed
    }

    /// Calls the commands the keys `keys` stand for, e.g. `"12+3="`.
    private func press(_ keys: String, on viewModel: TopViewModel) {
        for key in keys {
            switch key {
            case ".": viewModel.inputPoint()
            case "=": viewModel.equals()
            case "U": viewModel.undo()
            case "C": viewModel.clear()
            default:
                if let digit = key.wholeNumberValue {
                    viewModel.inputDigit(digit: digit)
                } else {
                    viewModel.inputOperator(symbol: String(key))
                }
            }
        }
    }

    // MARK: - Start

    @Test("when created, should show 0 and no operations")
    func whenCreatedShouldShowZeroAndNoOperations() {
        let viewModel = makeViewModel()
        #expect(viewModel.ledString == "0")
        #expect(viewModel.operationCount == 0)
        #expect(spy.calls.isEmpty)
    }

    // MARK: - Digits and point

    @Test("when digits 1 and 2 are input, should show 12 and reload only the result")
    func whenDigitsAreInputShouldShowThem() {
        let viewModel = makeViewModel()
        viewModel.inputDigit(digit: 1)
        viewModel.inputDigit(digit: 2)
        #expect(viewModel.ledString == "12")
        #expect(spy.actions == [.reloadResult, .reloadResult])
    }

    @Test("when a point is input after 1, should show 1. and reload the result")
    func whenPointIsInputShouldShowIt() {
        let viewModel = makeViewModel { press("1", on: $0) }
        viewModel.inputPoint()
        #expect(viewModel.ledString == "1.")
        #expect(spy.actions == [.reloadResult])
    }

    @Test("when 1.5 + 2.25 = is input, should show 3.75")
    func whenDecimalsAreAddedShouldShowTheDecimalSum() {
        let viewModel = makeViewModel { press("1.5+2.25", on: $0) }
        viewModel.equals()
        #expect(viewModel.ledString == "3.75")
        #expect(viewModel.operationText(at: 0) == "1.5 + 2.25 = 3.75")
    }

    // MARK: - Operators and equals

    @Test("when an operator is input first, should keep the table and reload the result")
    func whenOperatorIsInputFirstShouldNotReloadTable() {
        let viewModel = makeViewModel { press("1", on: $0) }
        viewModel.inputOperator(symbol: "+")
        #expect(viewModel.ledString == "1")
        #expect(viewModel.operationCount == 0)
        #expect(spy.actions == [.reloadResult])
    }

    @Test("when 1 + 2 = is input, should show 3, add 1 + 2 = 3 and reload table and result")
    func whenEqualsShouldShowResultAndAddOperation() {
        let viewModel = makeViewModel { press("1+2", on: $0) }
        viewModel.equals()
        #expect(viewModel.ledString == "3")
        #expect(viewModel.operationCount == 1)
        #expect(viewModel.operationText(at: 0) == "1 + 2 = 3")
        #expect(spy.actions == [[.reloadTable, .reloadResult]])
    }

    @Test("when a second operator follows 1 + 2, should evaluate 1 + 2 and reload table and result")
    func whenSecondOperatorShouldEvaluateLeftToRight() {
        let viewModel = makeViewModel { press("1+2", on: $0) }
        viewModel.inputOperator(symbol: "×")
        #expect(viewModel.ledString == "3")
        #expect(viewModel.operationText(at: 0) == "1 + 2 = 3")
        #expect(spy.actions == [[.reloadTable, .reloadResult]])

        press("3=", on: viewModel)
        #expect(viewModel.ledString == "9")
        #expect(viewModel.operationText(at: 1) == "3 × 3 = 9")
    }

    @Test("when the ASCII symbols - * / are input, should compute like − × ÷", arguments: ["8-2=", "3*2=", "12/2="])
    func whenAsciiSymbolsShouldCompute(keys: String) {
        let viewModel = makeViewModel()
        press(keys, on: viewModel)
        #expect(viewModel.ledString == "6")
    }

    @Test("when an unknown symbol is input, should change nothing")
    func whenUnknownSymbolShouldChangeNothing() {
        let viewModel = makeViewModel { press("5", on: $0) }
        viewModel.inputOperator(symbol: "%")
        #expect(viewModel.ledString == "5")
        #expect(viewModel.operationCount == 0)
        #expect(!spy.receivedActions.contains(.reloadTable))
    }

    @Test("when equals is input without an operator, should keep the table")
    func whenEqualsWithoutOperatorShouldKeepTable() {
        let viewModel = makeViewModel { press("4", on: $0) }
        viewModel.equals()
        #expect(viewModel.ledString == "4")
        #expect(viewModel.operationCount == 0)
        #expect(spy.actions == [.reloadResult])
    }

    @Test("when 1 ÷ 0 = is input, should show Error and record the failed operation")
    func whenDividingByZeroShouldShowError() {
        let viewModel = makeViewModel { press("1÷0", on: $0) }
        viewModel.equals()
        #expect(viewModel.ledString == "Error")
        #expect(viewModel.operationText(at: 0) == "1 ÷ 0 = Error")
        #expect(spy.receivedActions == [.reloadTable, .reloadResult])
    }

    // MARK: - Undo and clear

    @Test("when undo follows a digit, should show the previous number and reload only the result")
    func whenUndoAfterDigitShouldRemoveIt() {
        let viewModel = makeViewModel { press("12", on: $0) }
        viewModel.undo()
        #expect(viewModel.ledString == "1")
        #expect(spy.actions == [.reloadResult])
    }

    @Test("when undo follows equals, should remove the operation and reload table and result")
    func whenUndoAfterEqualsShouldRemoveOperation() {
        let viewModel = makeViewModel { press("1+2=", on: $0) }
        viewModel.undo()
        #expect(viewModel.ledString == "2")
        #expect(viewModel.operationCount == 0)
        #expect(spy.actions == [[.reloadTable, .reloadResult]])
    }

    @Test("when undo is input with nothing to undo, should show 0 and keep the table")
    func whenUndoAtStartShouldChangeNothing() {
        let viewModel = makeViewModel()
        viewModel.undo()
        #expect(viewModel.ledString == "0")
        #expect(spy.actions == [.reloadResult])
    }

    @Test("when clear follows operations, should show 0, empty the table and reload table and result")
    func whenClearShouldResetEverything() {
        let viewModel = makeViewModel { press("1+2=3×", on: $0) }
        viewModel.clear()
        #expect(viewModel.ledString == "0")
        #expect(viewModel.operationCount == 0)
        #expect(spy.actions == [[.reloadTable, .reloadResult]])
    }

    @Test("when undo follows clear, should bring back the operations")
    func whenUndoAfterClearShouldRestore() {
        let viewModel = makeViewModel { press("1+2=C", on: $0) }
        viewModel.undo()
        #expect(viewModel.ledString == "3")
        #expect(viewModel.operationText(at: 0) == "1 + 2 = 3")
        #expect(spy.receivedActions == [.reloadTable, .reloadResult])
    }

    // MARK: - Observed by the view (the swiftui flavour)

    @Test("when a digit is input, should tell a view that reads the LED")
    func whenDigitIsInputShouldTellTheLEDsReader() {
        let viewModel = makeViewModel()
        #expect(changes({ _ = viewModel.ledString }, when: { viewModel.inputDigit(digit: 1) }))
    }

    @Test("when equals adds an operation, should tell a view that reads the history")
    func whenEqualsShouldTellTheHistorysReader() {
        let viewModel = makeViewModel { press("1+2", on: $0) }
        #expect(changes({ _ = viewModel.operationCount }, when: { viewModel.equals() }))
    }

    @Test("when no spy is bound, should drop the callbacks and still calculate")
    func whenNoSpyIsBoundShouldStillCalculate() {
        let viewModel = TopViewModel()
        press("1+2=", on: viewModel)
        #expect(viewModel.ledString == "3")
        #expect(viewModel.operationText(at: 0) == "1 + 2 = 3")
    }

    // MARK: - A spy is held weakly (convention C1)

    @Test("when the spy is gone, should let it go and still calculate")
    func whenSpyIsGoneShouldStillCalculate() {
        var spy: CallbackSpy<TopViewCallbackAction>? = CallbackSpy()
        let viewModel = TopViewModel()
        if let spy {
            viewModel.bind(to: spy)
        }
        spy = nil
        viewModel.inputDigit(digit: 1)
        #expect(viewModel.controller == nil)
        #expect(viewModel.ledString == "1")
    }
}
