// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of HomeViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the view and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("HomeViewModel")
struct HomeViewModelTests {
    let spy = CallbackSpy<HomeViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("the browse tab, should keep its view model, without the tab bar's navigator")
    func theBrowseTabShouldKeepItsViewModelWithoutTheTabBarSNavigator() {
        let viewModel = HomeViewModel.model(with: spy)
        viewModel.navigator = navigator
        let tab: BrowseViewModel = viewModel.viewModelForBrowseTab()
        // The tab bar's controller gives it the navigator of the tab's own stack, so a push
        // from the tab lands there, not on the stack that holds the tab bar.
        #expect(tab.navigator !== navigator)
        #expect(viewModel.viewModelForBrowseTab() === tab, "made once and kept, with what it holds")
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("the account tab, should keep its view model, without the tab bar's navigator")
    func theAccountTabShouldKeepItsViewModelWithoutTheTabBarSNavigator() {
        let viewModel = HomeViewModel.model(with: spy)
        viewModel.navigator = navigator
        let tab: AccountViewModel = viewModel.viewModelForAccountTab()
        // The tab bar's controller gives it the navigator of the tab's own stack, so a push
        // from the tab lands there, not on the stack that holds the tab bar.
        #expect(tab.navigator !== navigator)
        #expect(viewModel.viewModelForAccountTab() === tab, "made once and kept, with what it holds")
    }
}
