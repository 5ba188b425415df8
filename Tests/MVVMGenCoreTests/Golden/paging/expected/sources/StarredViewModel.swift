// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The repositories you starred, in one page; pull to refresh loads them again.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class StarredViewModel: ViewModel<StarredViewCallbackAction> {
    private(set) var repoItems: [Repo] = []

    var repoCount: Int { repoItems.count }

    func repo(at index: Int) -> Repo {
        repoItems[index]
    }

    func reload() async {
        // Stub: replace with the real logic.
    }
}
