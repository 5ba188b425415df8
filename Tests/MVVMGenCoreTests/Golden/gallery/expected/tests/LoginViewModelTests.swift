// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of LoginViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("LoginViewModel")
struct LoginViewModelTests {
    let spy = CallbackSpy<LoginViewCallbackAction>()

    @Test("when login, should show error and close")
    func whenLoginShouldShowErrorAndClose() async {
        let viewModel = LoginViewModel.model(with: spy)
        await viewModel.login()
        #expect(spy.receivedActions.contains([.showError, .close]))
    }

    @Test("when cancel, should close")
    func whenCancelShouldClose() {
        let viewModel = LoginViewModel.model(with: spy)
        viewModel.cancel()
        #expect(spy.receivedActions.contains(.close))
    }
}
