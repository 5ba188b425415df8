// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of FeedViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("FeedViewModel")
struct FeedViewModelTests {
    let spy = CallbackSpy<FeedViewCallbackAction>()

    @Test("when reload, should send no callback")
    func whenReloadShouldSendNoCallback() {
        let viewModel = FeedViewModel.model(with: spy)
        viewModel.reload()
        #expect(spy.calls.isEmpty)
    }
}
