import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
import UIKit

@testable import GoldenCalculator

/// The calculator golden case as generated (Examples/Calculator is the same screen filled in).
@MainActor
@Suite("The calculator golden case, run")
struct GoldenCalculatorRuns {
    @Test("the screen shows, every key's action runs, every callback is handled")
    func runs() throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: TopViewModel())
        let screen = try app.top(as: TopViewController.self)
        Running.exercise(screen)
        screen.inputDigitAction(digit: 7)
        screen.inputPointAction()
        screen.inputOperatorAction(symbol: "+")
        screen.equalsAction()
        screen.undoAction()
        screen.clearAction()
        #expect(Running.fillEveryRow(of: screen.tableView).count == screen.viewModel.operationCount)
        #expect(screen.tableView.dataSource === screen)
    }
}
