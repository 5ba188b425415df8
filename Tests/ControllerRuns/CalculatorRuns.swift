import MVVMRuntime
import Testing
import UIKit

@testable import Calculator

@MainActor
@Suite("Calculator's controller, run")
struct CalculatorRuns {
    @Test("the view loads once; the keys drive the LED; the history fills its rows")
    func keypad() throws {
        let controller = TopViewController(viewModel: TopViewModel())
        #expect(!controller.isViewLoaded)
        let view = try #require(controller.view)
        #expect(controller.view === view, "a second access loads nothing again")
        #expect(controller.resultLabel.text == "0", "the first render shows the LED before any key")

        for key in ["1", "2", "+", "3", "="] {
            try #require(Running.button(key, in: view), "key \(key)").performPrimaryAction()
        }
        #expect(controller.viewModel.ledString == "15")
        #expect(controller.resultLabel.text == controller.viewModel.ledString)

        let rows = Running.fillEveryRow(of: controller.tableView)
        #expect(!rows.isEmpty && rows.count == controller.viewModel.operationCount)
        for (index, row) in rows.enumerated() {
            #expect(Running.text(of: row) == controller.viewModel.operationText(at: index))
        }

        try #require(Running.button("C", in: view)).performPrimaryAction()
        #expect(controller.resultLabel.text == controller.viewModel.ledString)
    }

    @Test("every callback action the view model can send has a handler that runs")
    func everyCallback() {
        let controller = TopViewController(viewModel: TopViewModel())
        controller.loadViewIfNeeded()
        controller.callBack(action: TopViewCallbackAction(rawValue: .max), info: nil)
        #expect(controller.resultLabel.text == controller.viewModel.ledString)
    }
}
