// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The notes, a page at a time.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class NoteListViewModel: ViewModel<NoteListViewCallbackAction> {
    /// The rows of page `page` (counted from 1) of `note`; the generated loads keep
    /// the pages, the footer and the HUD. Throw a `HUDMessage` to have it shown.
    func fetchNotePage(_ page: Int, pageSize: Int) async throws -> [NoteCellViewModel] {
        guard page == 1 else { return [] }
        return ["Groceries", "Ideas", "Books"].map { NoteCellViewModel(title: $0) }
    }
}
