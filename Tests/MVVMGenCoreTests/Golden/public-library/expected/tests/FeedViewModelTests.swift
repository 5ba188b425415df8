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
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        _ = viewModel.title
        _ = viewModel.isLoading
        let postCount = viewModel.postCount
        try #require(postCount >= 0)
        for index in 0..<postCount {
            _ = viewModel.post(at: index)
        }
        let bannerCount = viewModel.bannerCount
        try #require(bannerCount >= 0)
        for index in 0..<bannerCount {
            _ = viewModel.banner(at: index)
        }
    }

    @Test("when reload, should send only its declared callbacks")
    func whenReloadShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        let declared = FeedViewCallbackAction.Sends.reload
        await viewModel.reload()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what reload changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when like, should send only its declared callbacks")
    func whenLikeShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        let declared = FeedViewCallbackAction.Sends.like
        viewModel.like(postId: 0, twice: false)
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what like changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when open post, should send no callback")
    func whenOpenPostShouldSendNoCallback() async {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        let declared = FeedViewCallbackAction.Sends.openPost
        viewModel.openPost(index: 3)
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what openPost changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("show composer, should show a LoginViewModel as its route says")
    func showComposerShouldShowALoginViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showComposer()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.composer)
        #expect(navigator.lastShown(as: LoginViewModel.self)?.navigator === navigator)
    }

    @Test("show author, should show a ProfileViewModel as its route says")
    func showAuthorShouldShowAProfileViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showAuthor()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.author)
        #expect(navigator.lastShown(as: ProfileViewModel.self)?.navigator === navigator)
    }

    @Test("show topic, should show a TopicViewModel as its route says")
    func showTopicShouldShowATopicViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showTopic()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.topic)
        #expect(navigator.lastShown(as: TopicViewModel.self)?.navigator === navigator)
    }
}
