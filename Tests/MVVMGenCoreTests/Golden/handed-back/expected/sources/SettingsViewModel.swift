// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import HandedBackCore
import MVVMRuntime

/// The settings screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class SettingsViewModel: ViewModel<SettingsViewCallbackAction> {
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        super.init()
    }

    func logout() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.loggedOut)
    }

    func export(then: @escaping () -> Void) async {
        // Stub: replace with the real logic.
    }

    func exportFailed() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.showError)
    }
}
