// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of ReceiptDetailViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("ReceiptDetailViewModel")
struct ReceiptDetailViewModelTests {
    let spy = CallbackSpy<ReceiptDetailViewCallbackAction>()

    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = ReceiptDetailViewModel.model(
            with: spy,
            receiptID: UUID(),
            openedAt: Date(),
            receipt: Receipt.lunch
        )
        _ = viewModel.invoiceURL
        _ = viewModel.id
        _ = viewModel.paidAt
        _ = viewModel.signature
        _ = viewModel.total
        _ = viewModel.home
    }

    @Test("when share, should send only its declared callbacks")
    func whenShareShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = ReceiptDetailViewModel.model(
            with: spy,
            receiptID: UUID(),
            openedAt: Date(),
            receipt: Receipt.lunch
        )
        let declared = ReceiptDetailViewCallbackAction.Sends.share
        viewModel.share(link: URL(string: "https://example.com")!, at: Date())
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what share changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }

    @Test("when refund, should send only its declared callbacks")
    func whenRefundShouldSendOnlyItsDeclaredCallbacks() {
        let viewModel = ReceiptDetailViewModel.model(
            with: spy,
            receiptID: UUID(),
            openedAt: Date(),
            receipt: Receipt.lunch
        )
        let declared = ReceiptDetailViewCallbackAction.Sends.refund
        viewModel.refund(id: UUID(), amount: Decimal(string: "12.25")!, proof: Data(), note: nil)
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what refund changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
}
