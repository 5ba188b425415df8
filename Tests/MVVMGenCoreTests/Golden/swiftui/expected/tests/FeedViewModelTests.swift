// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of FeedViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the view and records the callbacks.
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

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        _ = viewModel.headline
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

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
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

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show compose, should show a LoginViewModel as its route says")
    func showComposeShouldShowALoginViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showCompose()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.compose)
        #expect(navigator.lastShown(as: LoginViewModel.self)?.navigator === navigator)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show author, should show a ProfileViewModel as its route says")
    func showAuthorShouldShowAProfileViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showAuthor(name: "Ada")
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.author)
        #expect(navigator.lastShown(as: ProfileViewModel.self)?.navigator === navigator)
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show settings, should show a SettingsViewModel as its route says")
    func showSettingsShouldShowASettingsViewModelAsItsRouteSays() {
        let viewModel = FeedViewModel.model(with: spy, feed: StubFeedService())
        viewModel.navigator = navigator
        viewModel.showSettings()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == FeedViewModel.RouteKinds.settings)
        #expect(navigator.lastShown(as: SettingsViewModel.self)?.navigator === navigator)
    }
}
