// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of JobListViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("JobListViewModel")
struct JobListViewModelTests {
    let spy = CallbackSpy<JobListViewCallbackAction>()

    @Test("when refresh, should show message and hide HUD and reload table and update footer and end refresh")
    func whenRefreshShouldShowMessageAndHideHUDAndReloadTableAndUpdateFooterAndEndRefresh() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        await viewModel.refresh()
        #expect(spy.receivedActions.contains([.showMessage, .hideHUD, .reloadTable, .updateFooter, .endRefresh]))
    }

    @Test("when load more, should show message and hide HUD and reload table and update footer and end refresh")
    func whenLoadMoreShouldShowMessageAndHideHUDAndReloadTableAndUpdateFooterAndEndRefresh() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        await viewModel.loadMore()
        #expect(spy.receivedActions.contains([.showMessage, .hideHUD, .reloadTable, .updateFooter, .endRefresh]))
    }

    @Test("when select job, should send no callback")
    func whenSelectJobShouldSendNoCallback() {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.selectJob(index: 0)
        #expect(spy.calls.isEmpty)
    }

    @Test("when publish job, should send no callback")
    func whenPublishJobShouldSendNoCallback() {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.publishJob()
        #expect(spy.calls.isEmpty)
    }
}
