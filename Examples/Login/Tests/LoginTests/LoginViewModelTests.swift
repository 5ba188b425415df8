// Created by mvvmgen from Login.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Login

/// Behaviour of LoginViewModel (convention C5): it is the view model, when is each call the
/// controller makes, should is what changes in its data interfaces and the callbacks it
/// sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("LoginViewModel")
struct LoginViewModelTests {
    let spy = CallbackSpy<LoginViewCallbackAction>()
    let auth = StubAuthService()

    @Test("when both fields are filled in, should enable login and update the button at each change")
    func whenFieldsChangeShouldUpdateLoginButton() {
        let viewModel = LoginViewModel.model(with: spy, auth: auth)
        viewModel.username = "octocat"
        #expect(!viewModel.isLoginEnabled)

        viewModel.password = "hunter2"

        #expect(viewModel.isLoginEnabled)
        #expect(spy.actions == [.updateLoginButton, .updateLoginButton])
    }

    @Test("when the user name is only spaces, should keep login disabled")
    func whenUsernameIsBlankShouldStayDisabled() {
        let viewModel = LoginViewModel.model(with: spy, auth: auth)
        viewModel.username = "   "
        viewModel.password = "hunter2"
        #expect(!viewModel.isLoginEnabled)
    }

    @Test("when login succeeds, should show then hide progress and make the welcome screen the root")
    func whenLoginSucceedsShouldWelcome() async {
        let navigator = RecordingNavigator()
        let viewModel = filledIn(username: "octocat", password: "hunter2")
        viewModel.navigator = navigator
        spy.reset()

        await viewModel.login()

        #expect(spy.actions == [.showProgress, .hideProgress])
        #expect(viewModel.errorMessage.isEmpty)
        #expect(auth.attempts.map(\.username) == ["octocat"])
        guard case .resetRoot(let next)? = navigator.requests.last else {
            Issue.record("expected the root reset, got \(navigator.requests)")
            return
        }
        #expect((next as? WelcomeViewModel)?.username == "octocat")
    }

    @Test("when the password is wrong, should hide progress, show the error and stay")
    func whenLoginFailsShouldShowError() async {
        let navigator = RecordingNavigator()
        let viewModel = filledIn(username: "octocat", password: "wrong")
        viewModel.navigator = navigator
        spy.reset()

        await viewModel.login()

        #expect(spy.actions == [.showProgress, [.hideProgress, .showError]])
        #expect(viewModel.errorMessage == AuthError.wrongCredentials.message)
        #expect(navigator.requests.isEmpty)
    }

    @Test("when the server cannot be reached, should say so")
    func whenOfflineShouldShowUnreachable() async {
        auth.isOffline = true
        let viewModel = filledIn(username: "octocat", password: "hunter2")

        await viewModel.login()

        #expect(viewModel.errorMessage == AuthError.unreachable.message)
    }

    @Test("when login is disabled, should send nothing and ask nobody")
    func whenDisabledShouldDoNothing() async {
        let viewModel = LoginViewModel.model(with: spy, auth: auth)
        await viewModel.login()
        #expect(spy.calls.isEmpty)
        #expect(auth.attempts.isEmpty)
    }

    private func filledIn(username: String, password: String) -> LoginViewModel {
        let viewModel = LoginViewModel.model(with: spy, auth: auth)
        viewModel.username = username
        viewModel.password = password
        return viewModel
    }
}
