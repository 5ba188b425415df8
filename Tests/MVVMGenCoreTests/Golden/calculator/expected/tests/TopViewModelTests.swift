// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of TopViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("TopViewModel")
struct TopViewModelTests {
    let spy = CallbackSpy<TopViewCallbackAction>()

    @Test("when input digit, should reload result")
    func whenInputDigitShouldReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.inputDigit(digit: 7)
        #expect(spy.receivedActions.contains(.reloadResult))
    }

    @Test("when input point, should reload result")
    func whenInputPointShouldReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.inputPoint()
        #expect(spy.receivedActions.contains(.reloadResult))
    }

    @Test("when input operator, should reload table and reload result")
    func whenInputOperatorShouldReloadTableAndReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.inputOperator(symbol: "+")
        #expect(spy.receivedActions.contains([.reloadTable, .reloadResult]))
    }

    @Test("when equals, should reload table and reload result")
    func whenEqualsShouldReloadTableAndReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.equals()
        #expect(spy.receivedActions.contains([.reloadTable, .reloadResult]))
    }

    @Test("when undo, should reload table and reload result")
    func whenUndoShouldReloadTableAndReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.undo()
        #expect(spy.receivedActions.contains([.reloadTable, .reloadResult]))
    }

    @Test("when clear, should reload table and reload result")
    func whenClearShouldReloadTableAndReloadResult() {
        let viewModel = TopViewModel.model(with: spy)
        viewModel.clear()
        #expect(spy.receivedActions.contains([.reloadTable, .reloadResult]))
    }
}
