// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// One receipt and where to find its invoice.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class ReceiptDetailViewModel: ViewModel<ReceiptDetailViewCallbackAction> {
    let receiptID: UUID
    let openedAt: Date
    let receipt: Receipt

    private(set) var invoiceURL: URL? = nil
    private(set) var id: UUID = UUID()
    private(set) var paidAt: Date = Date()
    private(set) var signature: Data = Data()
    private(set) var total: Decimal = 0
    private(set) var home: URL = URL(string: "https://example.com")!

    init(receiptID: UUID, openedAt: Date, receipt: Receipt) {
        self.receiptID = receiptID
        self.openedAt = openedAt
        self.receipt = receipt
        super.init()
    }

    func share(link: URL, at: Date) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadReceipt)
    }

    func refund(id: UUID, amount: Decimal, proof: Data, note: String?) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadReceipt)
    }
}
