// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// Log in before posting.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: LoginView reads it directly and SwiftUI shows each change
/// (the swiftui flavour). Events reach the view through `sendEvent(_:)`, once each.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class LoginViewModel: ObservableViewModel<LoginViewCallbackAction> {
    /// The user name as typed.
    var username: String = "" {
        didSet { usernameDidChange() }
    }
    var password: String = "" {
        didSet { passwordDidChange() }
    }

    func login() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        sendEvent(.showError(nil))
        sendEvent(.close)
    }

    func cancel() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        sendEvent(.close)
    }
}
