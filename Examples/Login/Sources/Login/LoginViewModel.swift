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
    var username: String = ""
    /// The password as typed.
    var password: String = ""
    /// Whether the login button is enabled; both fields must be filled in.
    private(set) var isLoginEnabled: Bool = false
    /// Why the last login failed; empty otherwise.
    private(set) var errorMessage: String = ""
    /// Set while a request runs, so a second tap does not start another.
    private(set) var isLoggingIn = false

    init(auth: AuthService) {
        self.auth = auth
        super.init()
    }

    func credentialsChanged() {
        isLoginEnabled = !username.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty
        callBack(.updateLoginButton)
    }

    func login() async {
        guard isLoginEnabled, !isLoggingIn else { return }
        isLoggingIn = true
        defer { isLoggingIn = false }
        errorMessage = ""
        callBack(.showProgress)
        do {
            try await auth.logIn(username: username.trimmingCharacters(in: .whitespaces), password: password)
            callBack(.hideProgress)
            navigator?.dismiss(animated: true)
        } catch {
            errorMessage = (error as? AuthError)?.message ?? "Something went wrong."
            callBack([.hideProgress, .showError])
        }
    }
}
