// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import HandedBackCore
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of LanguagePickerViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("LanguagePickerViewModel")
struct LanguagePickerViewModelTests {
    let spy = CallbackSpy<LanguagePickerViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = LanguagePickerViewModel.model(with: spy, services: AppServices(), onPick: { _ in })
        let languageCount = viewModel.languageCount
        try #require(languageCount >= 0)
        for index in 0..<languageCount {
            _ = viewModel.language(at: index)
        }
    }

    @Test("when pick, should send no callback")
    func whenPickShouldSendNoCallback() {
        let viewModel = LanguagePickerViewModel.model(with: spy, services: AppServices(), onPick: { _ in })
        viewModel.navigator = navigator
        let declared = LanguagePickerViewCallbackAction.Sends.pick
        // Only with a row to pick, as the table calls it: give the view model rows (a stub
        // service's, a list's sample) so that this test runs pick.
        if viewModel.languageCount > 0 {
            viewModel.pick(index: 0)
        }
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what pick changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("show done, should go back as its route says")
    func showDoneShouldGoBackAsItsRouteSays() {
        let viewModel = LanguagePickerViewModel.model(with: spy, services: AppServices(), onPick: { _ in })
        viewModel.navigator = navigator
        viewModel.showDone()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.back == LanguagePickerViewModel.RouteKinds.done)
    }
}
