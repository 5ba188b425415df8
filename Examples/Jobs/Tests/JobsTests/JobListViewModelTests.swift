// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Jobs

/// Behaviour of JobListViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks;
/// the stub service answers 15 jobs, so page 1 is full and page 2 holds 5.
@MainActor
@Suite("JobListViewModel")
struct JobListViewModelTests {
    let spy = CallbackSpy<JobListViewCallbackAction>()
    let service = StubJobService()

    @Test("when refresh, should load a full first page and show the footer")
    func whenRefreshShouldLoadAFullFirstPage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        #expect(viewModel.jobCount == 10)
        #expect(viewModel.job(at: 0) == .sampleJob)
        #expect(viewModel.isFooterVisible)
        let expected = JobRequest(path: "myrecruitment/list", parameters: ["pageNo": "1", "pageSize": "10"])
        #expect(service.requests == [expected])
    }

    @Test("when refresh, should show the loading HUD, then hide it, reload and end refreshing")
    func whenRefreshShouldShowLoadingThenReload() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        #expect(spy.actions == [.showMessage, [.hideHUD, .reloadTable, .updateFooter, .endRefresh]])
        #expect(viewModel.hudMessage == "正在加载")
        #expect(viewModel.hudCode == "")
    }

    @Test("when load more after a full page, should append the next page and hide the footer")
    func whenLoadMoreShouldAppendTheNextPage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        spy.reset()
        await viewModel.loadMore()
        #expect(viewModel.jobCount == 15)
        #expect(viewModel.job(at: 14).jobId == "15")
        #expect(!viewModel.isFooterVisible)
        #expect(service.requests.last?.parameters == ["pageNo": "2", "pageSize": "10"])
        #expect(spy.actions == [.showMessage, [.hideHUD, .reloadTable, .updateFooter, .endRefresh]])
    }

    @Test("when refresh after loading more, should go back to the first page only")
    func whenRefreshAfterLoadMoreShouldReset() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        await viewModel.loadMore()
        await viewModel.refresh()
        #expect(viewModel.jobCount == 10)
        #expect(viewModel.isFooterVisible)
        #expect(service.requests.map { $0.parameters["pageNo"] } == ["1", "2", "1"])
        await viewModel.loadMore()
        #expect(service.requests.last?.parameters["pageNo"] == "2")
    }

    @Test("when the server refuses, should show its message with its code and keep the rows")
    func whenServerRefusesShouldShowItsMessage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        service.failure = .server(code: "500", message: "服务器错误")
        spy.reset()
        await viewModel.loadMore()
        #expect(viewModel.hudMessage == "服务器错误")
        #expect(viewModel.hudCode == "500")
        #expect(viewModel.jobCount == 10)
        #expect(spy.actions == [.showMessage, [.hideHUD, .endRefresh], .showMessage])
    }

    @Test("when the network fails, should hide the HUD and end refreshing without reloading")
    func whenNetworkFailsShouldHideTheHUD() async {
        service.failure = .network
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        #expect(viewModel.jobCount == 0)
        #expect(!viewModel.isFooterVisible)
        #expect(spy.actions == [.showMessage, [.hideHUD, .endRefresh]])
    }

    @Test("when a page is short, should hide the footer")
    func whenAPageIsShortShouldHideTheFooter() async {
        let service = StubJobService(jobs: StubJobService.sampleJobs(count: 3))
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.refresh()
        #expect(viewModel.jobCount == 3)
        #expect(!viewModel.isFooterVisible)
    }

    @Test("when select job, should push the job's editor with its id")
    func whenSelectJobShouldPushItsEditor() async throws {
        let navigator = RecordingNavigator()
        let viewModel = JobListViewModel.model(with: spy, service: service)
        viewModel.navigator = navigator
        await viewModel.refresh()
        spy.reset()
        viewModel.selectJob(index: 2)
        let next = try #require(navigator.lastShown(as: JobInfoViewModel.self))
        #expect(next.jobId == "3")
        #expect(next.saveTitle == "保存")
        #expect(next.navigator === navigator)
        #expect(navigator.requests.count == 1)
        #expect(spy.calls.isEmpty)
    }

    @Test("when publish job, should push an empty editor")
    func whenPublishJobShouldPushAnEmptyEditor() throws {
        let navigator = RecordingNavigator()
        let viewModel = JobListViewModel.model(with: spy, service: service)
        viewModel.navigator = navigator
        viewModel.publishJob()
        let next = try #require(navigator.lastShown(as: JobInfoViewModel.self))
        #expect(next.jobId == nil)
        #expect(next.saveTitle == "发布")
        #expect(spy.calls.isEmpty)
    }
}
