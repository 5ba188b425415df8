// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Fixed rows in titled sections, and one list of the person's, under a header.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class SettingsViewModel: ViewModel<SettingsViewCallbackAction> {
    let user: String

    private(set) var deviceItems: [String] = []

    init(user: String) {
        self.user = user
        super.init()
    }

    var deviceCount: Int { deviceItems.count }

    func device(at index: Int) -> String {
        deviceItems[index]
    }
}
