// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of SettingsViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("SettingsViewModel")
struct SettingsViewModelTests {
    let spy = CallbackSpy<SettingsViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = SettingsViewModel.model(with: spy)
        _ = viewModel.version
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show inbox, should show an InboxViewModel as its route says")
    func showInboxShouldShowAnInboxViewModelAsItsRouteSays() {
        let viewModel = SettingsViewModel.model(with: spy)
        viewModel.navigator = navigator
        viewModel.showInbox()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == SettingsViewModel.RouteKinds.inbox)
        #expect(navigator.lastShown(as: InboxViewModel.self)?.navigator === navigator)
    }
}
