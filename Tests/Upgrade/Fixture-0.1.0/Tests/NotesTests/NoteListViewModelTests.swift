// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Notes

/// Behaviour of NoteListViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("NoteListViewModel")
struct NoteListViewModelTests {
    let spy = CallbackSpy<NoteListViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = NoteListViewModel.model(with: spy)
        let noteCount = viewModel.noteCount
        try #require(noteCount >= 0)
        for index in 0..<noteCount {
            _ = viewModel.note(at: index)
        }
    }

    @Test("when loadFirstNotePage, should hold at most a page of rows and update the paging")
    func whenLoadFirstNotePage() async {
        let viewModel = NoteListViewModel.model(with: spy)
        await viewModel.loadFirstNotePage()
        #expect(viewModel.notePaging.items.count <= 20)
        #expect(spy.receivedActions.contains(.updateNotePaging))
        // Your expectation: the rows of the first page, the footer after a full page, and
        // what a failed fetch shows.
    }
}
