// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Edits an existing job, or publishes a new one, then goes back.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class JobInfoViewModel: ViewModel<JobInfoViewCallbackAction> {
    let service: JobService
    /// The job to edit; nil to publish a new one.
    let jobId: String?

    /// The job being edited; the form writes its fields.
    var job: JobModel = JobModel()
    /// The title of the save button.
    private(set) var saveTitle: String = ""
    private(set) var hudMessage: String = ""
    private(set) var hudCode: String = ""
    private(set) var companyFieldItems: [JobFormField] = []
    private(set) var positionFieldItems: [JobFormField] = []
    private(set) var contactFieldItems: [JobFormField] = []

    init(service: JobService, jobId: String? = nil) {
        self.service = service
        self.jobId = jobId
        super.init()
    }

    var companyFieldCount: Int { companyFieldItems.count }

    func companyField(at index: Int) -> JobFormField {
        companyFieldItems[index]
    }

    var positionFieldCount: Int { positionFieldItems.count }

    func positionField(at index: Int) -> JobFormField {
        positionFieldItems[index]
    }

    var contactFieldCount: Int { contactFieldItems.count }

    func contactField(at index: Int) -> JobFormField {
        contactFieldItems[index]
    }

    func load() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.showMessage, .hideHUD, .reloadTable])
    }

    func save() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.showMessage, .hideHUD])
    }
}
