// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Jobs

/// Behaviour of JobInfoViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks;
/// the navigator records the pop after a save.
@MainActor
@Suite("JobInfoViewModel")
struct JobInfoViewModelTests {
    let spy = CallbackSpy<JobInfoViewCallbackAction>()
    let service = StubJobService()
    let navigator = RecordingNavigator()

    private func makeViewModel(jobId: String?) -> JobInfoViewModel {
        let viewModel = JobInfoViewModel.model(with: spy, service: service, jobId: jobId)
        viewModel.navigator = navigator
        return viewModel
    }

    @Test("when created, should title the button by mode and group the article's fields")
    func whenCreatedShouldTitleTheButtonByMode() {
        #expect(makeViewModel(jobId: "1").saveTitle == "保存")
        let viewModel = makeViewModel(jobId: nil)
        #expect(viewModel.saveTitle == "发布")
        let company = (0..<viewModel.companyFieldCount).map { viewModel.companyField(at: $0).title }
        let position = (0..<viewModel.positionFieldCount).map { viewModel.positionField(at: $0).title }
        let contact = (0..<viewModel.contactFieldCount).map { viewModel.contactField(at: $0).title }
        #expect(company == ["公司名称", "职位名称"])
        #expect(position == ["工作区域", "职位类型", "薪资待遇", "工作经验", "学历要求"])
        #expect(contact == ["简历投递"])
    }

    @Test("when load in edit mode, should fetch the job by id and reload the table")
    func whenLoadInEditModeShouldFetchTheJob() async {
        let viewModel = makeViewModel(jobId: "1")
        await viewModel.load()
        #expect(service.requests == [JobRequest(path: "myrecruitment/job/edit", parameters: ["jobId": "1"])])
        #expect(viewModel.job == .sampleJob)
        #expect(viewModel.value(of: viewModel.companyField(at: 0)) == "杭州六倍体科技")
        #expect(spy.actions == [.updateHUD, .updateHUD, .reloadTable])
        #expect(viewModel.hud.message == nil)
    }

    @Test("when load in publish mode, should fetch nothing")
    func whenLoadInPublishModeShouldFetchNothing() async {
        let viewModel = makeViewModel(jobId: nil)
        await viewModel.load()
        #expect(service.requests.isEmpty)
        #expect(spy.calls.isEmpty)
        #expect(viewModel.job == JobModel())
    }

    @Test("when save in edit mode, should update the edited job, say so and go back")
    func whenSaveInEditModeShouldUpdateAndPop() async {
        let viewModel = makeViewModel(jobId: "1")
        await viewModel.load()
        viewModel.setValue("高级程序员鼓励师", of: .name)
        spy.reset()
        await viewModel.save()
        #expect(service.requests.last?.path == "recruitment/job/update")
        #expect(service.requests.last?.parameters["jobId"] == "1")
        #expect(service.requests.last?.parameters["name"] == "高级程序员鼓励师")
        #expect(viewModel.hud.message == HUDMessage("更新成功", code: "8888"))
        #expect(spy.actions == [.updateHUD, .updateHUD, .updateHUD])
        #expect(navigator.requests.count == 1)
        #expect(isPop(navigator.requests.last))
    }

    @Test("when save in publish mode, should add the new job, say so and go back")
    func whenSaveInPublishModeShouldAddAndPop() async {
        let viewModel = makeViewModel(jobId: nil)
        viewModel.setValue("杭州六倍体科技", of: .companyName)
        viewModel.setValue("程序员鼓励师", of: .name)
        await viewModel.save()
        #expect(service.requests.count == 1)
        #expect(service.requests.last?.path == "recruitment/job/add")
        #expect(service.requests.last?.parameters["companyName"] == "杭州六倍体科技")
        #expect(service.requests.last?.parameters["name"] == "程序员鼓励师")
        #expect(service.requests.last?.parameters["jobId"] == nil)
        #expect(viewModel.hud.message == HUDMessage("发布成功", code: "8888"))
        #expect(isPop(navigator.requests.last))
    }

    @Test("when the server refuses a save, should show its message with its code and stay")
    func whenServerRefusesASaveShouldStay() async {
        service.failure = .server(code: "500", message: "服务器错误")
        let viewModel = makeViewModel(jobId: "1")
        await viewModel.save()
        #expect(viewModel.hud.message == HUDMessage("服务器错误", code: "500"))
        #expect(spy.actions == [.updateHUD, .updateHUD, .updateHUD])
        #expect(navigator.requests.isEmpty)
    }

    @Test("when the network fails on save, should hide the HUD and stay")
    func whenNetworkFailsOnSaveShouldStay() async {
        service.failure = .network
        let viewModel = makeViewModel(jobId: nil)
        await viewModel.save()
        #expect(spy.actions == [.updateHUD, .updateHUD])
        #expect(viewModel.hud.message == nil)
        #expect(navigator.requests.isEmpty)
    }

    private func isPop(_ request: RecordingNavigator.Request?) -> Bool {
        if case .pop = request { true } else { false }
    }
}
