// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// Log in before posting.
///
/// Reads its view model directly: SwiftUI shows each change of what `body` reads, so no
/// state callback needs a handler (the swiftui flavour of conventions C1 and C2). Made once
/// and kept by its navigator's stack; the regenerated `connectViewModel` adds what the YAML
/// decides around the body's content.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct LoginView: View {
    @Bindable var viewModel: LoginViewModel

    var body: some View {
        connectViewModel {
            VStack {
                Text("username: \(String(describing: viewModel.username))")
                Text("password: \(String(describing: viewModel.password))")
                Text("isLoginEnabled: \(String(describing: viewModel.isLoginEnabled))")
                Button("login") { viewModel.startLogin() }
                Button("cancel") { viewModel.cancel() }
                Button("done") { viewModel.showDone() }
            }
        }
    }

    func handleShowError(info: String?) {
        // Show what `.showError` tells, once (an alert, a message, closing the screen).
    }

    func handleClose() {
        // Show what `.close` tells, once (an alert, a message, closing the screen).
    }
}
#endif
