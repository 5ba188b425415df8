// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of RepoDetailViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("RepoDetailViewModel")
struct RepoDetailViewModelTests {
    let spy = CallbackSpy<RepoDetailViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("show back to search, should go back as its route says")
    func showBackToSearchShouldGoBackAsItsRouteSays() {
        let viewModel = RepoDetailViewModel.model(with: spy, repo: Repo(name: "mvvmgen", stars: 1))
        viewModel.navigator = navigator
        viewModel.showBackToSearch()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.back == RepoDetailViewModel.RouteKinds.backToSearch)
    }
}
