// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import HandedBackCore
import MVVMRuntime

/// The repositories screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class RepositoriesViewModel: ViewModel<RepositoriesViewCallbackAction> {
    let owned: OwnedRepos
    let starred: OwnedRepos
    let services: AppServices

    init(services: AppServices) {
        self.services = services
        self.owned = OwnedRepos(services: services)
        self.starred = OwnedRepos(services: services, starred: true)
        super.init()
    }
}
