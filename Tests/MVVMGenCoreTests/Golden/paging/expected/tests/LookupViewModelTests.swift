// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of LookupViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("LookupViewModel")
struct LookupViewModelTests {
    let spy = CallbackSpy<LookupViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = LookupViewModel.model(with: spy)
        _ = viewModel.query
        let resultCount = viewModel.resultCount
        try #require(resultCount >= 0)
        for index in 0..<resultCount {
            _ = viewModel.result(at: index)
        }
    }

    @Test("when select result, should send no callback")
    func whenSelectResultShouldSendNoCallback() async {
        let viewModel = LookupViewModel.model(with: spy)
        viewModel.navigator = navigator
        let declared = LookupViewCallbackAction.Sends.selectResult
        // Only with a row to pick, as the table calls it: give the view model rows (a stub
        // service's, a list's sample) so that this test runs selectResult.
        if viewModel.resultCount > 0 {
            viewModel.selectResult(index: 0)
        }
        // What it started (an async command, a page load) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what selectResult changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when search, should send only its declared callbacks")
    func whenSearchShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = LookupViewModel.model(with: spy)
        viewModel.navigator = navigator
        let declared = LookupViewCallbackAction.Sends.search
        viewModel.search(query: "")
        // What it started (an async command, a page load) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what search changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when loadFirstResultPage, should hold at most a page of rows and update the paging")
    func whenLoadFirstResultPage() async {
        let viewModel = LookupViewModel.model(with: spy)
        viewModel.navigator = navigator
        await viewModel.loadFirstResultPage()
        #expect(viewModel.resultPaging.items.count <= 20)
        #expect(spy.receivedActions.contains(.updateResultPaging))
        // Your expectation: the rows of the first page, the footer after a full page, and
        // what a failed fetch shows.
    }

    @Test("show detail, should show a RepoDetailViewModel as its route says")
    func showDetailShouldShowARepoDetailViewModelAsItsRouteSays() {
        let viewModel = LookupViewModel.model(with: spy)
        viewModel.navigator = navigator
        viewModel.showDetail(repo: Repo(name: "mvvmgen", stars: 1))
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == LookupViewModel.RouteKinds.detail)
        #expect(navigator.lastShown(as: RepoDetailViewModel.self)?.navigator === navigator)
    }
}
