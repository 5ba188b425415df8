// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of FeedViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("FeedViewModel")
struct FeedViewModelTests {
    let spy = CallbackSpy<FeedViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = FeedViewModel.model(with: spy)
        let previewsCount = viewModel.previewsCount
        try #require(previewsCount >= 0)
        for index in 0..<previewsCount {
            _ = viewModel.previews(at: index)
        }
        let namesCount = viewModel.namesCount
        try #require(namesCount >= 0)
        for index in 0..<namesCount {
            _ = viewModel.names(at: index)
        }
    }

    @Test("when reload, should send no callback")
    func whenReloadShouldSendNoCallback() {
        let viewModel = FeedViewModel.model(with: spy)
        let declared = FeedViewCallbackAction.Sends.reload
        viewModel.reload()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what reload changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
