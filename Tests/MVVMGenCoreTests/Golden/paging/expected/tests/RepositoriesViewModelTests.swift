// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of RepositoriesViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("RepositoriesViewModel")
struct RepositoriesViewModelTests {
    let spy = CallbackSpy<RepositoriesViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("the starred segment, should keep its view model")
    func theStarredSegmentShouldKeepItsViewModel() {
        let viewModel = RepositoriesViewModel.model(with: spy)
        viewModel.navigator = navigator
        let tab: StarredViewModel = viewModel.viewModelForStarredSegment()
        // The tab bar's controller gives it the navigator of the tab's own stack, so a push
        // from the tab lands there, not on the stack that holds the tab bar.
        #expect(tab.navigator !== navigator)
        #expect(viewModel.viewModelForStarredSegment() === tab, "made once and kept, with what it holds")
    }

    @Test("the events segment, should keep its view model")
    func theEventsSegmentShouldKeepItsViewModel() {
        let viewModel = RepositoriesViewModel.model(with: spy)
        viewModel.navigator = navigator
        let tab: EventsViewModel = viewModel.viewModelForEventsSegment()
        // The tab bar's controller gives it the navigator of the tab's own stack, so a push
        // from the tab lands there, not on the stack that holds the tab bar.
        #expect(tab.navigator !== navigator)
        #expect(viewModel.viewModelForEventsSegment() === tab, "made once and kept, with what it holds")
    }
}
