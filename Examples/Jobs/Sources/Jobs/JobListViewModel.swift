// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime

/// My job postings, ten a page, with pull to refresh and load more.
///
/// Follows the article's JobListViewModel. The paging, the footer, the refresh spinner
/// and the loading HUD are the generated table family (conventions C9, C12): this file
/// only says how a page is fetched and what a row tap does.
@MainActor
final class JobListViewModel: ViewModel<JobListViewCallbackAction> {
    let service: JobService

    init(service: JobService) {
        self.service = service
        super.init()
    }

    /// A page of my postings; a refusal is shown in the HUD with the server's code, and
    /// the rows loaded before stay.
    func fetchJobPage(_ page: Int, pageSize: Int) async throws -> [JobModel] {
        let response = try await service.send(.jobList(pageNo: page, pageSize: pageSize))
        guard response.isSuccess else { throw HUDMessage(response.message, code: response.code) }
        return response.data
    }

    func selectJob(index: Int) {
        guard index >= 0, index < jobCount else { return }
        showEditJob(jobId: job(at: index).jobId)
    }

    func publishJob() {
        showNewJob()
    }
}
