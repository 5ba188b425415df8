// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of BrowseViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the view and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("BrowseViewModel")
struct BrowseViewModelTests {
    let spy = CallbackSpy<BrowseViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = BrowseViewModel.model(with: spy, favorites: Favorites())
        _ = viewModel.query
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show detail, should show a DetailViewModel as its route says")
    func showDetailShouldShowADetailViewModelAsItsRouteSays() {
        let viewModel = BrowseViewModel.model(with: spy, favorites: Favorites())
        viewModel.navigator = navigator
        viewModel.showDetail()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == BrowseViewModel.RouteKinds.detail)
        #expect(navigator.lastShown(as: DetailViewModel.self)?.navigator === navigator)
    }
}
