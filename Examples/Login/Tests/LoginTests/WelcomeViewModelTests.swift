// Created by mvvmgen from Welcome.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Login

@MainActor
@Suite("WelcomeViewModel")
struct WelcomeViewModelTests {
    let spy = CallbackSpy<WelcomeViewCallbackAction>()

    @Test("when the screen appears, should greet the user by name and update the greeting")
    func whenAppearShouldUpdateGreeting() {
        let viewModel = WelcomeViewModel.model(with: spy, username: "octocat")
        viewModel.appear()
        #expect(viewModel.greeting == "Welcome, octocat!")
        #expect(spy.actions == [.updateGreeting])
    }
}
