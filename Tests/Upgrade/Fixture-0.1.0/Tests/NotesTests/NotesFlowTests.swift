import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Notes

/// The way through the app: home, then the notes, first page loaded.
@MainActor
@Suite("Notes flow")
struct NotesFlowTests {
    @Test("refreshing home and opening the notes shows the first page of notes")
    func homeThenNotes() async throws {
        let navigator = RecordingNavigator()
        let homeSpy = CallbackSpy<HomeViewCallbackAction>()
        let home = HomeViewModel.model(with: homeSpy)
        home.navigator = navigator

        home.refresh()
        home.showNotes()

        #expect(homeSpy.actions == [.reloadTitle])
        let notes = try #require(navigator.lastShown(as: NoteListViewModel.self))
        let listSpy = CallbackSpy<NoteListViewCallbackAction>()
        notes.bind(to: listSpy)
        await notes.loadFirstNotePage()
        #expect(notes.noteCount == 3)
        #expect(notes.note(at: 0).title == "Groceries")
        #expect(listSpy.receivedActions.contains(.reloadNote))
    }
}
