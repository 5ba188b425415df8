/// One call to the recruitment API: a path and its parameters (convention C11).
///
/// The factories below are the article's four requests, one per mode of the two screens.
struct JobRequest: Equatable, Sendable {
    var path: String
    var parameters: [String: String]

    static let listPath = "myrecruitment/list"
    static let detailPath = "myrecruitment/job/edit"
    static let updatePath = "recruitment/job/update"
    static let addPath = "recruitment/job/add"

    /// A page of my job postings; pages count from 1.
    static func jobList(pageNo: Int, pageSize: Int) -> JobRequest {
        JobRequest(path: listPath, parameters: ["pageNo": String(pageNo), "pageSize": String(pageSize)])
    }

    /// The job to edit, by id.
    static func jobDetail(jobId: String) -> JobRequest {
        JobRequest(path: detailPath, parameters: ["jobId": jobId])
    }

    /// Saves the changes to an existing job.
    static func updateJob(_ job: JobModel) -> JobRequest {
        JobRequest(path: updatePath, parameters: job.parameters)
    }

    /// Publishes a new job; without an id, which the server assigns.
    static func addJob(_ job: JobModel) -> JobRequest {
        JobRequest(path: addPath, parameters: job.parameters.filter { $0.key != "jobId" })
    }
}
