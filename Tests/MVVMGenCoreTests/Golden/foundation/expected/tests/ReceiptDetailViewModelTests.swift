// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of ReceiptDetailViewModel (convention C5): it is the view model, when is each
/// call the controller makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the controller and records the callbacks.
@MainActor
@Suite("ReceiptDetailViewModel")
struct ReceiptDetailViewModelTests {
    let spy = CallbackSpy<ReceiptDetailViewCallbackAction>()

    @Test("when share, should reload receipt")
    func whenShareShouldReloadReceipt() {
        let viewModel = ReceiptDetailViewModel.model(
            with: spy,
            receiptID: UUID(),
            openedAt: Date(),
            receipt: Receipt.lunch
        )
        viewModel.share(link: URL(string: "https://example.com")!, at: Date())
        #expect(spy.receivedActions.contains(.reloadReceipt))
    }

    @Test("when refund, should reload receipt")
    func whenRefundShouldReloadReceipt() {
        let viewModel = ReceiptDetailViewModel.model(
            with: spy,
            receiptID: UUID(),
            openedAt: Date(),
            receipt: Receipt.lunch
        )
        viewModel.refund(id: UUID(), amount: Decimal(string: "12.25")!, proof: Data(), note: nil)
        #expect(spy.receivedActions.contains(.reloadReceipt))
    }
}
