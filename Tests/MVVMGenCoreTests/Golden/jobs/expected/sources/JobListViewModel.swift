// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// My job postings, ten a page, with pull to refresh and load more.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class JobListViewModel: ViewModel<JobListViewCallbackAction> {
    let service: JobService

    /// The message the HUD shows; empty while loading without text.
    private(set) var hudMessage: String = ""
    /// The server's code for the message, empty for local messages.
    private(set) var hudCode: String = ""
    /// Whether the load-more footer shows; only after a full page.
    private(set) var isFooterVisible: Bool = false
    private(set) var jobItems: [JobModel] = []

    init(service: JobService) {
        self.service = service
        super.init()
    }

    var jobCount: Int { jobItems.count }

    func job(at index: Int) -> JobModel {
        jobItems[index]
    }

    func refresh() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.showMessage, .hideHUD, .reloadTable, .updateFooter, .endRefresh])
    }

    func loadMore() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.showMessage, .hideHUD, .reloadTable, .updateFooter, .endRefresh])
    }

    func selectJob(index: Int) {
        // Stub: replace with the real logic.
    }

    func publishJob() {
        // Stub: replace with the real logic.
    }
}
