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

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = SettingsViewModel.model(with: spy, user: "mona")
        let accountCount = viewModel.accountCount
        try #require(accountCount >= 0)
        for index in 0..<accountCount {
            _ = viewModel.account(at: index)
        }
        let aboutCount = viewModel.aboutCount
        try #require(aboutCount >= 0)
        for index in 0..<aboutCount {
            _ = viewModel.about(at: index)
        }
        let deviceCount = viewModel.deviceCount
        try #require(deviceCount >= 0)
        for index in 0..<deviceCount {
            _ = viewModel.device(at: index)
        }
    }
}
