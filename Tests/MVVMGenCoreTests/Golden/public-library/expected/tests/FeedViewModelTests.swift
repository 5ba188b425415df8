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

    @Test("when reload, should reload table")
    func whenReloadShouldReloadTable() async {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        await viewModel.reload()
        #expect(spy.receivedActions.contains(.reloadTable))
    }

    @Test("when like, should reload table")
    func whenLikeShouldReloadTable() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.like(postId: 0, twice: false)
        #expect(spy.receivedActions.contains(.reloadTable))
    }

    @Test("when open post, should send no callback")
    func whenOpenPostShouldSendNoCallback() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.openPost(index: 3)
        #expect(spy.calls.isEmpty)
    }
}
