// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The latest events; pull to refresh loads them again, no load more.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class EventsViewModel: ViewModel<EventsViewCallbackAction> {
    /// The rows of page `page` (counted from 1) of `event`; the generated loads keep
    /// the pages, the footer and the HUD. Throw a `HUDMessage` to have it shown.
    func fetchEventPage(_ page: Int, pageSize: Int) async throws -> [String] {
        // Stub: replace with the request for `pageSize` rows of page `page`.
        []
    }
}
