// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Notes

/// Behaviour of SyncViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("SyncViewModel")
struct SyncViewModelTests {
    let spy = CallbackSpy<SyncViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = SyncViewModel.model(with: spy)
        _ = viewModel.status
    }

    @Test("when upload, should send only its declared callbacks")
    func whenUploadShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = SyncViewModel.model(with: spy)
        let declared: SyncViewCallbackAction = [.reloadStatus]
        await viewModel.upload()
        #expect(spy.receivedActions.isSubset(of: declared))
        #expect(viewModel.status == "Synced")
    }
}
