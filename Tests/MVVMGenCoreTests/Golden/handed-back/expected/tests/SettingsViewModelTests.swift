// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import HandedBackCore
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of SettingsViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("SettingsViewModel")
struct SettingsViewModelTests {
    let spy = CallbackSpy<SettingsViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("when logout, should send only its declared callbacks")
    func whenLogoutShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = SettingsViewModel.model(with: spy, services: AppServices())
        viewModel.navigator = navigator
        let declared = SettingsViewCallbackAction.Sends.logout
        viewModel.logout()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what logout changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when export, should send no callback")
    func whenExportShouldSendNoCallback() async {
        let viewModel = SettingsViewModel.model(with: spy, services: AppServices())
        viewModel.navigator = navigator
        let declared = SettingsViewCallbackAction.Sends.export
        await viewModel.export(then: {})
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what export changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when export failed, should send only its declared callbacks")
    func whenExportFailedShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = SettingsViewModel.model(with: spy, services: AppServices())
        viewModel.navigator = navigator
        let declared = SettingsViewCallbackAction.Sends.exportFailed
        viewModel.exportFailed()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what exportFailed changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("show login, should show a LoginViewModel as its route says")
    func showLoginShouldShowALoginViewModelAsItsRouteSays() {
        let viewModel = SettingsViewModel.model(with: spy, services: AppServices())
        viewModel.navigator = navigator
        viewModel.showLogin()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == SettingsViewModel.RouteKinds.login)
        #expect(navigator.lastShown(as: LoginViewModel.self)?.navigator === navigator)
    }

    @Test("show language, should show a LanguagePickerViewModel as its route says")
    func showLanguageShouldShowALanguagePickerViewModelAsItsRouteSays() {
        let viewModel = SettingsViewModel.model(with: spy, services: AppServices())
        viewModel.navigator = navigator
        viewModel.showLanguage(onPick: { _ in })
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == SettingsViewModel.RouteKinds.language)
        #expect(navigator.lastShown(as: LanguagePickerViewModel.self)?.navigator === navigator)
    }
}
