import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenJobs

/// The jobs golden case as generated (Examples/Jobs is the same screens filled in).
@MainActor
@Suite("The jobs golden case, run")
struct GoldenJobsRuns {
    func start() throws -> (StartedApp, JobListViewController) {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: JobListViewModel(service: StubJobService()))
        return (app, try app.top(as: JobListViewController.self))
    }

    @Test("the list's actions run, its async commands as tasks the controller owns")
    func list() async throws {
        let (_, list) = try start()
        Running.exercise(list)
        #expect(list.tableView.dataSource === list)
        list.refreshAction()
        list.loadMoreAction()
        #expect(list.commandTasks.isRunning("refresh") && list.commandTasks.isRunning("loadMore"))
        #expect(!list.startRefresh(), "a second tap while the first runs starts nothing")
        await list.commandTasks.idle()
        #expect(!list.commandTasks.isRunning("refresh"))
        list.selectJobAction(index: 0)
        list.publishJobAction()
    }

    @Test("both routes push the form on the list's stack; the form's actions run")
    func routes() async throws {
        let (app, list) = try start()
        list.viewModel.showEditJob(jobId: "1")
        let edit = try app.top(as: JobInfoViewController.self)
        #expect(edit.viewModel.jobId == "1")
        Running.exercise(edit)
        edit.loadAction()
        edit.saveAction()
        await edit.commandTasks.idle()

        list.viewModel.showNewJob()
        let new = try app.top(as: JobInfoViewController.self)
        #expect(new !== edit && new.viewModel.jobId == nil)
        #expect(app.navigation.root.viewControllers.count == 3)
        #expect(new.viewModel.navigator === list.viewModel.navigator)
    }
}
