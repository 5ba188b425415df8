import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenPaging

/// The paging golden case as generated: the table family and the HUD wired by the
/// generator alone, run through the controllers (the stubs fetch one short page).
@MainActor
@Suite("The paging golden case, run")
struct GoldenPagingRuns {
    func start(_ first: BaseViewModel) -> StartedApp {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        return StartedApp(router: router, first: first)
    }

    @Test("the inbox loads page 1 on entry; pull to refresh loads it again and stops spinning")
    func inbox() async throws {
        let app = start(InboxViewModel())
        let inbox = try app.top(as: InboxViewController.self)
        inbox.loadViewIfNeeded()
        #expect(inbox.commandTasks.isRunning("loadFirstMessagePage"), "the first page is asked for on entry")
        await inbox.commandTasks.idle()
        #expect(inbox.viewModel.messagePaging.pagesLoaded == 1)
        let hud = try #require(inbox.view.subviews.compactMap { $0 as? HUDView }.first)
        #expect(hud.shownText == nil, "the loading HUD is hidden once the page is in")
        #expect(inbox.tableView.tableFooterView == nil, "an empty first page is the last: no footer")

        let refresh = try #require(inbox.tableView.refreshControl)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        #expect(inbox.commandTasks.isRunning("loadFirstMessagePage"))
        await inbox.commandTasks.idle()
        #expect(!refresh.isRefreshing)

        inbox.viewModel.showHUD(.progress("Working"))
        #expect(hud.shownText == nil, "progress waits out the grace time: a quick load shows no flash")
        inbox.viewModel.hideHUD()
        try await Task.sleep(for: HUDView.progressGraceTime * 2)
        #expect(hud.shownText == nil, "progress hidden within the grace time never appears")
        inbox.viewModel.showHUD(.progress("Working"))
        #expect(await Running.eventually { hud.shownText == "Working" }, "progress that lasts appears")
        inbox.viewModel.showHUD(HUDMessage("Archived", code: "8888"))
        #expect(hud.shownText == "Archived (8888)")
        inbox.viewModel.hideHUD()
        #expect(hud.shownText == nil)
        Running.exercise(inbox)
        inbox.archiveAllAction()
        await inbox.commandTasks.idle()
        #expect(inbox.view.subviews.filter { $0 is HUDView }.count == 1, "one HUD, however often it shows")
    }

    @Test("the lookup pages child cells; its route pushes the detail, whose popToRoot route comes back")
    func lookup() async throws {
        let app = start(LookupViewModel())
        let lookup = try app.top(as: LookupViewController.self)
        lookup.loadViewIfNeeded()
        await lookup.commandTasks.idle()
        let rows = Running.exercise(lookup)
        #expect(rows.count == 1 && rows.first is RepoCellView)
        lookup.selectResultAction(index: 0)
        lookup.viewModel.showDetail(repo: lookup.viewModel.result(at: 0).repo)
        let detail = try app.top(as: RepoDetailViewController.self)
        #expect(detail.viewModel.repo.name == "mvvmgen")
        detail.viewModel.showBackToSearch()
        #expect(try app.top(as: LookupViewController.self) === lookup, "popToRoot: back to the search")
        #expect(app.navigation.root.viewControllers.count == 1)
    }

    @Test("a table that does not page: pull to refresh runs its command, the spinner stops when it ends")
    func starred() async throws {
        let viewModel = StarredViewModel()
        #expect(viewModel.startReload(), "before a controller connects, the view model's own tasks run it")
        await viewModel.commandTasks.idle()
        let app = start(viewModel)
        let starred = try app.top(as: StarredViewController.self)
        starred.loadViewIfNeeded()
        #expect(viewModel.commandTasks === starred.commandTasks, "once connected, the controller's tasks")
        let refresh = try #require(starred.tableView.refreshControl)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        #expect(starred.commandTasks.isRunning("reload"))
        await starred.commandTasks.idle()
        #expect(!refresh.isRefreshing, "the spinner stops when the command's task ends")
        #expect(viewModel.startReload())
        #expect(starred.commandTasks.isRunning("reload"), "what the view model starts later is the controller's task")
        starred.commandTasks.cancelAll()
        #expect(!viewModel.commandTasks.isRunning("reload"), "so leaving the screen cancels it")
    }

    @Test("a paged list without load more: the first page on entry and on pull, never a footer")
    func events() async throws {
        let app = start(EventsViewModel())
        let events = try app.top(as: EventsViewController.self)
        events.loadViewIfNeeded()
        #expect(events.commandTasks.isRunning("loadFirstEventPage"))
        await events.commandTasks.idle()
        #expect(events.viewModel.eventPaging.pagesLoaded == 1)
        #expect(events.tableView.tableFooterView == nil)
        #expect(events.viewModel.startLoadFirstEventPage())
        #expect(events.viewModel.startLoadFirstEventPage(), "a first page asked for again restarts")
        await events.commandTasks.idle()
        #expect(events.viewModel.eventPaging.pagesLoaded == 1)
    }

    @Test("a header shows its cell screen's view model; static rows fill their titled sections")
    func settings() throws {
        let app = start(SettingsViewModel(user: "mona"))
        let settings = try app.top(as: SettingsViewController.self)
        settings.loadViewIfNeeded()
        let header = try #require(settings.tableView.tableHeaderView as? AccountHeaderCellView)
        #expect(header.viewModel === settings.viewModel.headerViewModel, "the header shows the kept view model")
        #expect(header.viewModel?.user == "mona", "made with the screen's objects")
        #expect(header.frame.width == settings.tableView.bounds.width)
        let texts = Running.fillEveryRow(of: settings.tableView).map(Running.text(of:))
        #expect(texts == ["Profile", "Notifications", "1", "3"])
        let dataSource = try #require(settings.tableView.dataSource)
        let titles = (0..<3).map { dataSource.tableView(settings.tableView, titleForHeaderInSection: $0) }
        #expect(titles == ["Account", "Version \"2\"", nil])
        #expect(SettingsSection(rawValue: 2) == .device && settings.viewModel.deviceCount == 0)
    }
}
