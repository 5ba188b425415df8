// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime

/// Edits an existing job, or publishes a new one, then goes back.
///
/// Follows the article's JobViewModel: the mode (edit when a job id is given, publish
/// when not) picks the button title and the request; the form edits `job` directly, and
/// save sends the whole job (conventions C7, C11).
@MainActor
final class JobInfoViewModel: ViewModel<JobInfoViewCallbackAction> {
    static let loadingMessage = "正在加载"
    static let savingMessage = "正在保存"
    /// The code the article gives its own success messages.
    static let successCode = "8888"

    let service: JobService
    /// The job to edit; nil to publish a new one.
    let jobId: String?

    /// The job being edited; the form writes its fields.
    var job: JobModel

    init(service: JobService, jobId: String? = nil) {
        self.service = service
        self.jobId = jobId
        // The id is set at once, so an update names its job even before load ends.
        self.job = JobModel(jobId: jobId ?? "")
        super.init()
    }

    /// Whether this screen edits an existing job (else it publishes a new one).
    var isEditing: Bool { jobId != nil }

    /// The title of the save button.
    var saveTitle: String { isEditing ? "保存" : "发布" }

    // The form's three groups (C4): each a count and a row accessor.

    var companyFieldCount: Int { JobFormField.company.count }

    func companyField(at index: Int) -> JobFormField {
        JobFormField.company[index]
    }

    var positionFieldCount: Int { JobFormField.position.count }

    func positionField(at index: Int) -> JobFormField {
        JobFormField.position[index]
    }

    var contactFieldCount: Int { JobFormField.contact.count }

    func contactField(at index: Int) -> JobFormField {
        JobFormField.contact[index]
    }

    /// The job's value for `field`.
    func value(of field: JobFormField) -> String {
        job[keyPath: field.keyPath]
    }

    /// What the form calls as the user types into `field`.
    func setValue(_ value: String, of field: JobFormField) {
        job[keyPath: field.keyPath] = value
    }

    func load() async {
        guard let jobId else { return }  // a new job has nothing to fetch
        showHUD(.progress(Self.loadingMessage))
        guard let response = await send(.jobDetail(jobId: jobId)) else { return }
        if let fetched = response.data.first {
            job = fetched
        }
        callBack(.reloadTable)
    }

    func save() async {
        showHUD(.progress(Self.savingMessage))
        guard await send(isEditing ? .updateJob(job) : .addJob(job)) != nil else { return }
        showHUD(HUDMessage(isEditing ? "更新成功" : "发布成功", code: Self.successCode))
        navigator?.pop(animated: true)
    }

    /// Sends `request` and hides the HUD; answers the response only when it succeeded,
    /// after showing the server's message when it did not.
    private func send(_ request: JobRequest) async -> JobResponse? {
        let response: JobResponse
        do {
            response = try await service.send(request)
        } catch {
            hideHUD()  // the article leaves network errors to the screen
            return nil
        }
        hideHUD()
        guard response.isSuccess else {
            showHUD(HUDMessage(response.message, code: response.code))
            return nil
        }
        return response
    }
}
