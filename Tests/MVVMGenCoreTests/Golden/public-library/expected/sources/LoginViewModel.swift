// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Log in before posting.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
public final class LoginViewModel: ViewModel<LoginViewCallbackAction> {
    /// The user name as typed.
    public var username: String = "" {
        didSet { usernameDidChange() }
    }
    public var password: String = "" {
        didSet { passwordDidChange() }
    }

    public func login() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.showError, .close])
    }

    public func cancel() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.close)
    }
}
