/// Checks a user's credentials (convention C11: view models reach data through services).
@MainActor
protocol AuthService: AnyObject {
    /// Returns normally when the credentials are right; throws `AuthError` otherwise.
    func logIn(username: String, password: String) async throws
}

enum AuthError: Error, Equatable {
    case wrongCredentials
    case unreachable

    /// What the screen tells the user.
    var message: String {
        switch self {
        case .wrongCredentials: "Wrong user name or password."
        case .unreachable: "The server cannot be reached. Try again later."
        }
    }
}

/// Accepts one known user, so the screen and its tests run without a server.
@MainActor
final class StubAuthService: AuthService {
    var knownUsername = "octocat"
    var knownPassword = "hunter2"
    /// Set to make every attempt fail as if offline.
    var isOffline = false
    private(set) var attempts: [(username: String, password: String)] = []

    init() {}

    func logIn(username: String, password: String) async throws {
        attempts.append((username, password))
        if isOffline { throw AuthError.unreachable }
        guard username == knownUsername, password == knownPassword else { throw AuthError.wrongCredentials }
    }
}
