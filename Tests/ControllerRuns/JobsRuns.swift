import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import Jobs

@MainActor
@Suite("Jobs' controllers, run")
struct JobsRuns {
    /// The list at the root of a navigation stack, as an app shows it.
    @MainActor
    struct App {
        let navigation: UINavigationController
        let navigator: NavigationControllerNavigator
        let list: JobListViewController

        init(service: StubJobService = StubJobService()) {
            let router = ViewControllerRouter<UIViewController>()
            router.registerJobsScreens()
            list = JobListViewController(viewModel: JobListViewModel(service: service))
            navigation = UINavigationController(rootViewController: list)
            navigator = NavigationControllerNavigator(root: navigation, router: router)
            list.viewModel.navigator = navigator
        }
    }

    @Test("the list loads its first page when its view loads and fills every row")
    func listFills() async throws {
        let app = App()
        app.list.loadViewIfNeeded()
        #expect(await Running.eventually { app.list.viewModel.jobCount > 0 })
        let rows = Running.fillEveryRow(of: app.list.tableView)
        #expect(rows.count == app.list.viewModel.jobCount)
        #expect(Running.text(of: rows[0]) == app.list.viewModel.job(at: 0).name)
        withExtendedLifetime(app.navigator) {}
    }

    @Test("the table family runs: loading HUD, footer after a full page, load more, refresh, refusal")
    func pagingRuns() async throws {
        let service = StubJobService()
        let app = App(service: service)
        let list = app.list
        let (answer, sendAnswer) = AsyncStream<Void>.makeStream()
        service.beforeAnswer = { for await _ in answer { break } }
        list.loadViewIfNeeded()
        let hud = try #require(list.view.subviews.compactMap { $0 as? HUDView }.first)
        #expect(await Running.eventually { hud.shownText == "正在加载" }, "page 1 loads on entry, under the HUD")
        #expect(list.tableView.tableFooterView == nil, "no footer before a full page")
        service.beforeAnswer = nil
        sendAnswer.yield()
        await list.commandTasks.idle()
        #expect(hud.shownText == nil)
        #expect(Running.fillEveryRow(of: list.tableView).count == 10)

        let footer = try #require(list.tableView.tableFooterView as? PagingFooterView, "a full page: more may follow")
        let loadMore = try #require(Running.button("加载更多", in: footer))
        #expect(!loadMore.isHidden)
        loadMore.performPrimaryAction()
        #expect(list.commandTasks.isRunning("loadNextJobPage"))
        await list.commandTasks.idle()
        #expect(Running.fillEveryRow(of: list.tableView).count == 15)
        #expect(list.tableView.tableFooterView == nil, "a short page is the last: the article removes the footer")

        let refresh = try #require(list.tableView.refreshControl)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        await list.commandTasks.idle()
        #expect(!refresh.isRefreshing)
        #expect(list.viewModel.jobCount == 10, "a refresh starts over at page 1")
        #expect(list.tableView.tableFooterView is PagingFooterView)

        service.failure = .server(code: "500", message: "服务器错误")
        let footerAgain = try #require(list.tableView.tableFooterView)
        try #require(Running.button("加载更多", in: footerAgain)).performPrimaryAction()
        await list.commandTasks.idle()
        #expect(hud.shownText == "服务器错误 (500)")
        #expect(list.viewModel.jobCount == 10, "a failed page keeps what was loaded")
        #expect(service.requests.map { $0.parameters["pageNo"] } == ["1", "2", "1", "2"])
        withExtendedLifetime(app.navigator) {}
    }

    @Test("a row opens its job on the same navigation stack, whose form fills its rows")
    func rowOpensJob() async throws {
        let app = App()
        app.list.loadViewIfNeeded()
        #expect(await Running.eventually { app.list.viewModel.jobCount > 0 })

        app.list.tableView(app.list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(app.navigation.viewControllers.count == 2)
        let job = try #require(app.navigation.topViewController as? JobInfoViewController)
        #expect(job.navigationController === app.navigation)
        job.loadViewIfNeeded()
        let rows = Running.fillEveryRow(of: job.tableView)
        let viewModel = job.viewModel
        #expect(rows.count == viewModel.companyFieldCount + viewModel.positionFieldCount + viewModel.contactFieldCount)
        withExtendedLifetime(app.navigator) {}
    }

    @Test("the publish button pushes an empty job form")
    func publishPushes() throws {
        let app = App()
        app.list.loadViewIfNeeded()
        let publish = try #require(app.list.navigationItem.rightBarButtonItem?.primaryAction)
        publish.performWithSender(nil, target: nil)
        #expect(app.navigation.topViewController is JobInfoViewController)
        withExtendedLifetime(app.navigator) {}
    }

    @Test("a double tap on save sends one request; leaving the form cancels its work")
    func doubleTapSavesOnce() async throws {
        let service = StubJobService()
        let app = App(service: service)
        app.list.loadViewIfNeeded()
        await app.list.commandTasks.idle()
        try #require(app.list.navigationItem.rightBarButtonItem?.primaryAction).performWithSender(nil, target: nil)
        let form = try #require(app.navigation.topViewController as? JobInfoViewController)
        form.loadViewIfNeeded()
        await form.commandTasks.idle()
        let save = try #require(form.navigationItem.rightBarButtonItem?.primaryAction)
        save.performWithSender(nil, target: nil)
        save.performWithSender(nil, target: nil)
        #expect(form.commandTasks.isRunning("save"))
        await form.commandTasks.idle()
        #expect(service.requests.filter { $0.path == JobRequest.addPath }.count == 1)
        #expect(app.navigation.topViewController === app.list, "saved, then back to the list")

        // Leaving while a command runs cancels it: popped mid-load, the form's task stops.
        app.list.tableView(app.list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        let edit = try #require(app.navigation.topViewController as? JobInfoViewController)
        edit.loadViewIfNeeded()
        #expect(edit.commandTasks.isRunning("load"))
        app.navigation.popViewController(animated: false)
        #expect(!edit.commandTasks.isRunning("load"))
        withExtendedLifetime(app.navigator) {}
    }

    @Test("every callback action of both screens has a handler that runs")
    func everyCallback() {
        let app = App()
        app.list.loadViewIfNeeded()
        app.list.callBack(action: JobListViewCallbackAction(rawValue: .max), info: nil)
        let job = JobInfoViewController(viewModel: JobInfoViewModel(service: StubJobService()))
        job.loadViewIfNeeded()
        job.callBack(action: JobInfoViewCallbackAction(rawValue: .max), info: nil)
        withExtendedLifetime(app.navigator) {}
    }
}
