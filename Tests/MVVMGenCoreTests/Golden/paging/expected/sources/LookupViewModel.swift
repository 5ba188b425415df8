// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// Finds repositories by name, twenty a page.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class LookupViewModel: ViewModel<LookupViewCallbackAction> {
    var query: String = ""

    /// The rows of page `page` (counted from 1) of `result`; the generated loads keep
    /// the pages, the footer and the HUD. Throw a `HUDMessage` to have it shown.
    func fetchResultPage(_ page: Int, pageSize: Int) async throws -> [RepoCellViewModel] {
        // Stub: replace with the request for `pageSize` rows of page `page`.
        page == 1 ? [RepoCellViewModel(repo: Repo(name: "mvvmgen", stars: 1))] : []
    }

    func selectResult(index: Int) {
        // Stub: replace with the real logic.
    }

    func search(query: String) {
        // Stub: loads the first page of `result` again (a new search, rows that
        // changed), which sends these callbacks. Replace with the real logic.
        commandTasks.run("loadFirstResultPage", whileRunning: .restart) { [self] in
            await loadFirstResultPage()
        }
    }
}
