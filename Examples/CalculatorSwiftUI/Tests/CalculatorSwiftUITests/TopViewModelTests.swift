// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import CalculatorSwiftUI

/// Behaviour of TopViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("TopViewModel")
struct TopViewModelTests {
    let spy = CallbackSpy<TopViewCallbackAction>()

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = TopViewModel.model(with: spy)
        _ = viewModel.ledString
        let operationCount = viewModel.operationCount
        try #require(operationCount >= 0)
        for index in 0..<operationCount {
            _ = viewModel.operationText(at: index)
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when input digit, should send only its declared callbacks")
    func whenInputDigitShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.inputDigit
        viewModel.inputDigit(digit: 7)
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what inputDigit changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when input point, should send only its declared callbacks")
    func whenInputPointShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.inputPoint
        viewModel.inputPoint()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what inputPoint changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when input operator, should send only its declared callbacks")
    func whenInputOperatorShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.inputOperator
        viewModel.inputOperator(symbol: "+")
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what inputOperator changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when equals, should send only its declared callbacks")
    func whenEqualsShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.equals
        viewModel.equals()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what equals changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when undo, should send only its declared callbacks")
    func whenUndoShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.undo
        viewModel.undo()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what undo changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("when clear, should send only its declared callbacks")
    func whenClearShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = TopViewModel.model(with: spy)
        let declared = TopViewCallbackAction.Sends.clear
        viewModel.clear()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what clear changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
