// The person's implementation, used instead of the created-once file when the generated tests
// run: logout takes its route, as the real app's does, so the generated command test must
// give the view model a navigator.
import Foundation
import HandedBackCore
import MVVMRuntime

@MainActor
final class SettingsViewModel: ViewModel<SettingsViewCallbackAction> {
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        super.init()
    }

    func logout() {
        callBack(.loggedOut)
        showLogin()
    }

    func export(then: @escaping () -> Void) async {
        then()
    }

    func exportFailed() {
        callBack(.showError, info: "The export failed.")
    }
}
