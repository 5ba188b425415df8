// Created by mvvmgen from Welcome.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime

/// Greets the user who just logged in.
@MainActor
final class WelcomeViewModel: ViewModel<WelcomeViewCallbackAction> {
    let username: String

    /// What the screen says.
    private(set) var greeting: String = ""

    init(username: String) {
        self.username = username
        super.init()
    }

    func appear() {
        greeting = "Welcome, \(username)!"
        callBack(.updateGreeting)
    }
}
