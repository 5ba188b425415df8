// Created by mvvmgen from Login.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Signs in with a user name and a password.
///
/// Validation and the login flow live here (convention C7); the controller only copies
/// the text fields into `username` and `password` and reacts to the callbacks.
@MainActor
final class LoginViewModel: ViewModel<LoginViewCallbackAction> {
    /// Checks credentials.
    let auth: AuthService

    /// The user name as typed.
    var username: String = "" {
        didSet { usernameDidChange() }
    }
    /// The password as typed.
    var password: String = "" {
        didSet { passwordDidChange() }
    }
    /// Why the last login failed; empty otherwise.
    private(set) var errorMessage: String = ""
    /// Set while a request runs, so a second tap does not start another.
    private(set) var isLoggingIn = false

    init(auth: AuthService) {
        self.auth = auth
        super.init()
    }

    func login() async {
        guard isLoginEnabled, !isLoggingIn else { return }
        isLoggingIn = true
        defer { isLoggingIn = false }
        errorMessage = ""
        callBack(.showProgress)
        do {
            let name = username.trimmingCharacters(in: .whitespaces)
            try await auth.logIn(username: name, password: password)
            callBack(.hideProgress)
            showWelcome(username: name)
        } catch {
            errorMessage = (error as? AuthError)?.message ?? "Something went wrong."
            callBack([.hideProgress, .showError])
        }
    }
}
