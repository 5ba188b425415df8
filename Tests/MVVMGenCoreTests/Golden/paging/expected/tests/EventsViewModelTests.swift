// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of EventsViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("EventsViewModel")
struct EventsViewModelTests {
    let spy = CallbackSpy<EventsViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = EventsViewModel.model(with: spy)
        let eventCount = viewModel.eventCount
        try #require(eventCount >= 0)
        for index in 0..<eventCount {
            _ = viewModel.event(at: index)
        }
    }

    @Test("when loadFirstEventPage, should hold at most a page of rows and update the paging")
    func whenLoadFirstEventPage() async {
        let viewModel = EventsViewModel.model(with: spy)
        await viewModel.loadFirstEventPage()
        #expect(viewModel.eventPaging.items.count <= 30)
        #expect(spy.receivedActions.contains(.updateEventPaging))
        // Your expectation: the rows of the first page, the footer after a full page, and
        // what a failed fetch shows.
    }
}
