// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of InboxViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("InboxViewModel")
struct InboxViewModelTests {
    let spy = CallbackSpy<InboxViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = InboxViewModel.model(with: spy)
        let messageCount = viewModel.messageCount
        try #require(messageCount >= 0)
        for index in 0..<messageCount {
            _ = viewModel.message(at: index)
        }
    }

    @Test("when archive all, should send only its declared callbacks")
    func whenArchiveAllShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = InboxViewModel.model(with: spy)
        let declared = InboxViewCallbackAction.Sends.archiveAll
        await viewModel.archiveAll()
        // What it started (an async command, a page load) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what archiveAll changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when loadFirstMessagePage, should hold at most a page of rows and update the paging")
    func whenLoadFirstMessagePage() async {
        let viewModel = InboxViewModel.model(with: spy)
        await viewModel.loadFirstMessagePage()
        #expect(viewModel.messagePaging.items.count <= 10)
        #expect(spy.receivedActions.contains(.updateMessagePaging))
        // Your expectation: the rows of the first page, the footer after a full page, and
        // what a failed fetch shows.
    }
}
