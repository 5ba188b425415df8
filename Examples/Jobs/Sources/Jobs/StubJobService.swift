/// A job service that answers from memory, like the article's `testArray`: the screens run
/// and can be tested before the backend exists (convention C11).
///
/// It records every request, and can be told to fail like a server or like a network.
@MainActor
final class StubJobService: JobService {
    /// How the next requests fail, if they do.
    enum Failure {
        /// The server answers with this code and message.
        case server(code: String, message: String)
        /// The server cannot be reached: `send` throws `NetworkError`.
        case network
    }

    /// What `send` throws for `.network`.
    struct NetworkError: Error {}

    /// Every job the fake server knows, newest first.
    var jobs: [JobModel]
    /// Set it to make the next requests fail; nil answers normally.
    var failure: Failure?
    /// Every request received, oldest first.
    private(set) var requests: [JobRequest] = []
    /// Awaited before each answer, when set: a test holds a request open with it, to see
    /// the screen while it loads.
    var beforeAnswer: (@MainActor () async -> Void)?

    init(jobs: [JobModel] = StubJobService.sampleJobs(count: 15), failure: Failure? = nil) {
        self.jobs = jobs
        self.failure = failure
    }

    /// The article's sample job followed by numbered copies, as its `testArray` loop made:
    /// 15 of them fill one page of 10 and half the next.
    static func sampleJobs(count: Int) -> [JobModel] {
        (0..<count).map { index in
            guard index > 0 else { return .sampleJob }
            var job = JobModel.sampleJob
            job.jobId = String(index + 1)
            job.showDate = "五分钟前"
            return job
        }
    }

    func send(_ request: JobRequest) async throws -> JobResponse {
        requests.append(request)
        await beforeAnswer?()
        switch failure {
        case .server(let code, let message): return JobResponse(code: code, message: message)
        case .network: throw NetworkError()
        case nil: break
        }
        switch request.path {
        case JobRequest.listPath: return page(of: request)
        case JobRequest.detailPath: return detail(of: request)
        case JobRequest.updatePath, JobRequest.addPath: return JobResponse()
        default: return JobResponse(code: "404", message: "未知请求")
        }
    }

    private func page(of request: JobRequest) -> JobResponse {
        let pageNo = request.parameters["pageNo"].flatMap { Int($0) } ?? 1
        let pageSize = request.parameters["pageSize"].flatMap { Int($0) } ?? 10
        let start = min(max(pageNo - 1, 0) * pageSize, jobs.count)
        let end = min(start + pageSize, jobs.count)
        return JobResponse(data: Array(jobs[start..<end]))
    }

    private func detail(of request: JobRequest) -> JobResponse {
        guard let job = jobs.first(where: { $0.jobId == request.parameters["jobId"] }) else {
            return JobResponse(code: "404", message: "职位不存在")
        }
        return JobResponse(data: [job])
    }
}
