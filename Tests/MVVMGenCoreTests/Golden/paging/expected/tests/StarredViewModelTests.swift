// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of StarredViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("StarredViewModel")
struct StarredViewModelTests {
    let spy = CallbackSpy<StarredViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = StarredViewModel.model(with: spy)
        let repoCount = viewModel.repoCount
        try #require(repoCount >= 0)
        for index in 0..<repoCount {
            _ = viewModel.repo(at: index)
        }
    }

    @Test("when reload, should send no callback")
    func whenReloadShouldSendNoCallback() async {
        let viewModel = StarredViewModel.model(with: spy)
        let declared = StarredViewCallbackAction.Sends.reload
        await viewModel.reload()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what reload changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
