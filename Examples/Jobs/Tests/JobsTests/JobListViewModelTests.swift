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

    @Test("when loading the first page, should load a full first page and show the footer")
    func whenRefreshShouldLoadAFullFirstPage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        #expect(viewModel.jobCount == 10)
        #expect(viewModel.job(at: 0) == .sampleJob)
        #expect(viewModel.jobPaging.footer == .loadMore)
        let expected = JobRequest(path: "myrecruitment/list", parameters: ["pageNo": "1", "pageSize": "10"])
        #expect(service.requests == [expected])
    }

    @Test("when loading the first page, should show the loading HUD, then hide it, reload and end refreshing")
    func whenRefreshShouldShowLoadingThenReload() async throws {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        let (answer, sendAnswer) = AsyncStream<Void>.makeStream()
        service.beforeAnswer = { for await _ in answer { break } }
        let refresh = Task { await viewModel.loadFirstJobPage() }
        let loading = try await spy.next()
        #expect(loading.action == [.updateHUD, .updateJobPaging])
        #expect(viewModel.hud.message == .progress("正在加载"))
        #expect(viewModel.jobPaging.isRefreshing)
        sendAnswer.yield()
        await refresh.value
        #expect(spy.actions.last == [.updateHUD, .reloadJob, .updateJobPaging])
        #expect(viewModel.hud.message == nil)
        #expect(!viewModel.jobPaging.isRefreshing)
    }

    @Test("when loading the next page after a full page, should append the next page and hide the footer")
    func whenLoadMoreShouldAppendTheNextPage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        spy.reset()
        await viewModel.loadNextJobPage()
        #expect(viewModel.jobCount == 15)
        #expect(viewModel.job(at: 14).jobId == "15")
        #expect(viewModel.jobPaging.footer != .loadMore)
        #expect(viewModel.jobPaging.isAllLoaded)
        #expect(service.requests.last?.parameters == ["pageNo": "2", "pageSize": "10"])
        #expect(spy.actions == [[.updateHUD, .updateJobPaging], [.updateHUD, .reloadJob, .updateJobPaging]])
    }

    @Test("when loading the first page after the next, should go back to the first page only")
    func whenRefreshAfterLoadMoreShouldReset() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        await viewModel.loadNextJobPage()
        await viewModel.loadFirstJobPage()
        #expect(viewModel.jobCount == 10)
        #expect(viewModel.jobPaging.footer == .loadMore)
        #expect(service.requests.map { $0.parameters["pageNo"] } == ["1", "2", "1"])
        await viewModel.loadNextJobPage()
        #expect(service.requests.last?.parameters["pageNo"] == "2")
    }

    @Test("when the server refuses, should show its message with its code and keep the rows")
    func whenServerRefusesShouldShowItsMessage() async {
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        service.failure = .server(code: "500", message: "服务器错误")
        spy.reset()
        await viewModel.loadNextJobPage()
        #expect(viewModel.hud.message == HUDMessage("服务器错误", code: "500"))
        #expect(viewModel.jobCount == 10)
        #expect(viewModel.jobPaging.footer == .loadMore, "the failed page can be asked for again")
        #expect(spy.actions == [[.updateHUD, .updateJobPaging], [.updateHUD, .updateJobPaging]])
    }

    @Test("when the network fails, should hide the HUD and end refreshing without reloading")
    func whenNetworkFailsShouldHideTheHUD() async {
        service.failure = .network
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        #expect(viewModel.jobCount == 0)
        #expect(viewModel.jobPaging.footer == .hidden)
        #expect(viewModel.hud.message == nil)
        #expect(spy.actions == [[.updateHUD, .updateJobPaging], [.updateHUD, .updateJobPaging]])
    }

    @Test("when a page is short, should hide the footer")
    func whenAPageIsShortShouldHideTheFooter() async {
        let service = StubJobService(jobs: StubJobService.sampleJobs(count: 3))
        let viewModel = JobListViewModel.model(with: spy, service: service)
        await viewModel.loadFirstJobPage()
        #expect(viewModel.jobCount == 3)
        #expect(viewModel.jobPaging.footer == .hidden)
    }

    @Test("when select job, should push the job's editor with its id")
    func whenSelectJobShouldPushItsEditor() async throws {
        let navigator = RecordingNavigator()
        let viewModel = JobListViewModel.model(with: spy, service: service)
        viewModel.navigator = navigator
        await viewModel.loadFirstJobPage()
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
