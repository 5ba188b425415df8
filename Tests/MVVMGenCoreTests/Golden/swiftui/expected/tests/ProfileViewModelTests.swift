// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of ProfileViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the view and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("ProfileViewModel")
struct ProfileViewModelTests {
    let spy = CallbackSpy<ProfileViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("show sign out, should show a LoginViewModel as its route says")
    func showSignOutShouldShowALoginViewModelAsItsRouteSays() {
        let viewModel = ProfileViewModel.model(with: spy, name: "")
        viewModel.navigator = navigator
        viewModel.showSignOut()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == ProfileViewModel.RouteKinds.signOut)
        #expect(navigator.lastShown(as: LoginViewModel.self)?.navigator === navigator)
    }
}
