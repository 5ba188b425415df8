// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The first screen, a greeting and the ways to the notes and to syncing.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class HomeViewModel: ViewModel<HomeViewCallbackAction> {
    private(set) var title: String = "Home"

    func refresh() {
        title = "Hello, notes"
        callBack(.reloadTitle)
    }
}
