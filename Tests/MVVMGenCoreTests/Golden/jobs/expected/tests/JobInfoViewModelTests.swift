// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of JobInfoViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("JobInfoViewModel")
struct JobInfoViewModelTests {
    let spy = CallbackSpy<JobInfoViewCallbackAction>()

    @Test("when load, should show message and hide HUD and reload table")
    func whenLoadShouldShowMessageAndHideHUDAndReloadTable() async {
        let viewModel = JobInfoViewModel.model(with: spy, service: StubJobService())
        await viewModel.load()
        #expect(spy.receivedActions.contains([.showMessage, .hideHUD, .reloadTable]))
    }

    @Test("when save, should show message and hide HUD")
    func whenSaveShouldShowMessageAndHideHUD() async {
        let viewModel = JobInfoViewModel.model(with: spy, service: StubJobService())
        await viewModel.save()
        #expect(spy.receivedActions.contains([.showMessage, .hideHUD]))
    }
}
