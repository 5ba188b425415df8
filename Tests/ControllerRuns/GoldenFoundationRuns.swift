import Foundation
import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenFoundation

/// The foundation golden case as generated: Foundation types in every place a value goes.
@MainActor
@Suite("The foundation golden case, run")
struct GoldenFoundationRuns {
    @Test("the screen shows, its actions run with Foundation values, every callback is handled")
    func runs() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let receipt = ReceiptDetailViewModel(receiptID: UUID(), openedAt: Date(), receipt: .lunch)
        let app = StartedApp(router: router, first: receipt)
        let screen = try app.top(as: ReceiptDetailViewController.self)
        Running.exercise(screen)
        screen.shareAction(link: try #require(URL(string: "https://example.com")), at: Date())
        screen.refundAction(id: UUID(), amount: Decimal(12), proof: Data(), note: nil)
        #expect(screen.viewModel.receipt == .lunch)
        #expect(app.navigation.root.viewControllers.count == 1)
    }
}
