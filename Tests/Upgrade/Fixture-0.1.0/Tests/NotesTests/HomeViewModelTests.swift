// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Notes

/// Behaviour of HomeViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("HomeViewModel")
struct HomeViewModelTests {
    let spy = CallbackSpy<HomeViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = HomeViewModel.model(with: spy)
        _ = viewModel.title
    }

    @Test("when refresh, should send only its declared callbacks")
    func whenRefreshShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = HomeViewModel.model(with: spy)
        let declared: HomeViewCallbackAction = [.reloadTitle]
        viewModel.refresh()
        #expect(spy.receivedActions.isSubset(of: declared))
        #expect(viewModel.title == "Hello, notes")
        #expect(spy.receivedActions == [.reloadTitle])
    }

    @Test("show notes, should push a NoteListViewModel")
    func showNotesShouldPushANoteListViewModel() {
        let navigator = RecordingNavigator()
        let viewModel = HomeViewModel.model(with: spy)
        viewModel.navigator = navigator
        viewModel.showNotes()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == .push)
        #expect(navigator.lastShown(as: NoteListViewModel.self)?.navigator === navigator)
    }

    @Test("show sync, should present a SyncViewModel")
    func showSyncShouldPresentASyncViewModel() {
        let navigator = RecordingNavigator()
        let viewModel = HomeViewModel.model(with: spy)
        viewModel.navigator = navigator
        viewModel.showSync()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == .present)
        #expect(navigator.lastShown(as: SyncViewModel.self)?.navigator === navigator)
    }
}
