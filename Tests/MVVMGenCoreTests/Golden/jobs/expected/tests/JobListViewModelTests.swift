// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of JobListViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("JobListViewModel")
struct JobListViewModelTests {
    let spy = CallbackSpy<JobListViewCallbackAction>()
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        _ = viewModel.hudMessage
        _ = viewModel.hudCode
        _ = viewModel.isFooterVisible
        let jobCount = viewModel.jobCount
        try #require(jobCount >= 0)
        for index in 0..<jobCount {
            _ = viewModel.job(at: index)
        }
    }

    @Test("when refresh, should send only its declared callbacks")
    func whenRefreshShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        let declared = JobListViewCallbackAction.Sends.refresh
        await viewModel.refresh()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what refresh changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when load more, should send only its declared callbacks")
    func whenLoadMoreShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        let declared = JobListViewCallbackAction.Sends.loadMore
        await viewModel.loadMore()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what loadMore changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when select job, should send no callback")
    func whenSelectJobShouldSendNoCallback() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        let declared = JobListViewCallbackAction.Sends.selectJob
        // Only with a row to pick, as the table calls it: give the view model rows (a stub
        // service's, a list's sample) so that this test runs selectJob.
        if viewModel.jobCount > 0 {
            viewModel.selectJob(index: 0)
        }
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what selectJob changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when publish job, should send no callback")
    func whenPublishJobShouldSendNoCallback() async {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        let declared = JobListViewCallbackAction.Sends.publishJob
        viewModel.publishJob()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what publishJob changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("show edit job, should show a JobInfoViewModel as its route says")
    func showEditJobShouldShowAJobInfoViewModelAsItsRouteSays() {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        viewModel.showEditJob(jobId: nil)
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == JobListViewModel.RouteKinds.editJob)
        #expect(navigator.lastShown(as: JobInfoViewModel.self)?.navigator === navigator)
    }

    @Test("show new job, should show a JobInfoViewModel as its route says")
    func showNewJobShouldShowAJobInfoViewModelAsItsRouteSays() {
        let viewModel = JobListViewModel.model(with: spy, service: StubJobService())
        viewModel.navigator = navigator
        viewModel.showNewJob()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == JobListViewModel.RouteKinds.newJob)
        #expect(navigator.lastShown(as: JobInfoViewModel.self)?.navigator === navigator)
    }
}
