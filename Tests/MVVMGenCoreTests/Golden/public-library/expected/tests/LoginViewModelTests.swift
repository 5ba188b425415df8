// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of LoginViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("LoginViewModel")
struct LoginViewModelTests {
    let spy = CallbackSpy<LoginViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = LoginViewModel.model(with: spy)
        _ = viewModel.username
        _ = viewModel.password
        _ = viewModel.isLoginEnabled
    }

    @Test("when login, should send only its declared callbacks")
    func whenLoginShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = LoginViewModel.model(with: spy)
        let declared = LoginViewCallbackAction.Sends.login
        await viewModel.login()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what login changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when cancel, should send only its declared callbacks")
    func whenCancelShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = LoginViewModel.model(with: spy)
        let declared = LoginViewCallbackAction.Sends.cancel
        viewModel.cancel()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what cancel changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
