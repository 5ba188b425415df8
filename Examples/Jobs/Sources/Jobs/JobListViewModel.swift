// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime

/// My job postings, ten a page, with pull to refresh and load more.
///
/// Follows the article's JobListViewModel: it asks the service for a page, drives the
/// HUD, the footer and the refresh spinner through callbacks (convention C12), and keeps
/// the rows the table shows (convention C4).
@MainActor
final class JobListViewModel: ViewModel<JobListViewCallbackAction> {
    /// Rows a page holds; a full page means more may follow.
    static let pageSize = 10
    static let loadingMessage = "正在加载"

    let service: JobService

    /// The message the HUD shows; empty while loading without text.
    private(set) var hudMessage: String = ""
    /// The server's code for the message, empty for local messages.
    private(set) var hudCode: String = ""
    /// Whether the load-more footer shows; only after a full page.
    private(set) var isFooterVisible: Bool = false
    private(set) var jobItems: [JobModel] = []

    /// The last page loaded; 0 before the first.
    private var pageNo = 0
    /// Set while a request runs, so a second one cannot interleave its rows.
    private var isLoading = false

    init(service: JobService) {
        self.service = service
        super.init()
    }

    var jobCount: Int { jobItems.count }

    func job(at index: Int) -> JobModel {
        jobItems[index]
    }

    func refresh() async {
        await load(page: 1)
    }

    func loadMore() async {
        await load(page: pageNo + 1)
    }

    func selectJob(index: Int) {
        guard jobItems.indices.contains(index) else { return }
        showEditJob(jobId: jobItems[index].jobId)
    }

    func publishJob() {
        showNewJob()
    }

    /// Loads `page`: page 1 replaces the rows, later pages are appended.
    private func load(page: Int) async {
        guard !isLoading else {
            callBack(.endRefresh)  // the spinner that asked must still stop
            return
        }
        isLoading = true
        defer { isLoading = false }
        showMessage(Self.loadingMessage, code: "")
        let response: JobResponse
        do {
            response = try await service.send(.jobList(pageNo: page, pageSize: Self.pageSize))
        } catch {
            // The article leaves network errors to the screen; here the spinners stop.
            callBack([.hideHUD, .endRefresh])
            return
        }
        guard response.isSuccess else {
            callBack([.hideHUD, .endRefresh])
            showMessage(response.message, code: response.code)
            return
        }
        jobItems = page == 1 ? response.data : jobItems + response.data
        pageNo = page
        isFooterVisible = response.data.count == Self.pageSize
        callBack([.hideHUD, .reloadTable, .updateFooter, .endRefresh])
    }

    private func showMessage(_ message: String, code: String) {
        hudMessage = message
        hudCode = code
        callBack(.showMessage)
    }
}
