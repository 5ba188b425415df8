// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// Messages, two a page, with the HUD while a page loads.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: InboxView reads it directly and SwiftUI shows each change
/// (the swiftui flavour).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class InboxViewModel: ObservableViewModel<InboxViewCallbackAction> {
    /// The rows of page `page` (counted from 1) of `message`; the generated loads keep
    /// the pages, the footer and the HUD. Throw a `HUDMessage` to have it shown.
    func fetchMessagePage(_ page: Int, pageSize: Int) async throws -> [String] {
        // Stub: replace with the request for `pageSize` rows of page `page`.
        page == 1 ? ["Welcome", "Hello again"] : []
    }

    func archiveAll() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.updateHUD, .reloadMessage])
    }
}
