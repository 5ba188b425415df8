// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Who is signed in, above the settings.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class AccountHeaderViewModel: ViewModel<AccountHeaderViewCallbackAction> {
    let user: String

    init(user: String) {
        self.user = user
        super.init()
    }
}
