// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Uploads the notes and says how it went.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class SyncViewModel: ViewModel<SyncViewCallbackAction> {
    private(set) var status: String = "Not synced yet"

    func upload() async {
        status = "Synced"
        callBack(.reloadStatus)
    }
}
