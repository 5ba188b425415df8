// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of JobInfoViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("JobInfoViewModel")
struct JobInfoViewModelTests {
    let spy = CallbackSpy<JobInfoViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = JobInfoViewModel.model(with: spy, service: StubJobService())
        _ = viewModel.job
        _ = viewModel.saveTitle
        _ = viewModel.hudMessage
        _ = viewModel.hudCode
        let companyFieldCount = viewModel.companyFieldCount
        try #require(companyFieldCount >= 0)
        for index in 0..<companyFieldCount {
            _ = viewModel.companyField(at: index)
        }
        let positionFieldCount = viewModel.positionFieldCount
        try #require(positionFieldCount >= 0)
        for index in 0..<positionFieldCount {
            _ = viewModel.positionField(at: index)
        }
        let contactFieldCount = viewModel.contactFieldCount
        try #require(contactFieldCount >= 0)
        for index in 0..<contactFieldCount {
            _ = viewModel.contactField(at: index)
        }
    }

    @Test("when load, should send only its declared callbacks")
    func whenLoadShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = JobInfoViewModel.model(with: spy, service: StubJobService())
        let declared = JobInfoViewCallbackAction.Sends.load
        await viewModel.load()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what load changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when save, should send only its declared callbacks")
    func whenSaveShouldSendOnlyItsDeclaredCallbacks() async {
        let viewModel = JobInfoViewModel.model(with: spy, service: StubJobService())
        let declared = JobInfoViewCallbackAction.Sends.save
        await viewModel.save()
        // What it started (an async command) has sent its callbacks too.
        await viewModel.commandTasks.idle()
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what save changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
