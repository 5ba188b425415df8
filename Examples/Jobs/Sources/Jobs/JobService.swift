/// How the job view models reach the recruitment API (convention C11): injected, so
/// tests and previews can answer with `StubJobService` before the backend exists.
///
/// Main-actor isolated because its callers, the view models, are: a request and its
/// answer never cross actors, and a stub can record requests without locks.
@MainActor
protocol JobService {
    /// Sends `request`; throws when the server cannot be reached (a network error),
    /// answers with a non-success code when the server refuses.
    func send(_ request: JobRequest) async throws -> JobResponse
}
