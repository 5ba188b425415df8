// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// A calculator with an LED result and the history of its operations.
///
/// A thin pipe between the view and the business (conventions C4, C6): every command is one
/// step of `brain`, and the data interfaces read the brain's state. `@Observable`: TopView
/// reads `ledString` and the history, which are read from `brain`, so SwiftUI shows each
/// change with no handler (the swiftui flavour). The callbacks are still sent as the YAML
/// declares them, `.reloadTable` only when the history really changed: the tests check
/// them, and a UIKit screen over the same view model would need them.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class TopViewModel: ObservableViewModel<TopViewCallbackAction> {
    private(set) var brain = CalculatorBrain()

    /// Read from the brain, so there is one source of truth.
    var ledString: String { brain.display }

    var operationCount: Int { brain.history.count }

    func operationText(at index: Int) -> String {
        brain.history[index]
    }

    func inputDigit(digit: Int) {
        perform { $0.inputDigit(digit) }
    }

    func inputPoint() {
        perform { $0.inputPoint() }
    }

    /// Accepts `+ − × ÷` and the ASCII `- * /`; other symbols change nothing.
    func inputOperator(symbol: String) {
        perform { $0.inputOperator(symbol: symbol) }
    }

    func equals() {
        perform { $0.equals() }
    }

    func undo() {
        perform { $0.undo() }
    }

    func clear() {
        perform { $0.clear() }
    }

    /// Runs one step of the brain and sends what changed.
    private func perform(_ step: (inout CalculatorBrain) -> Void) {
        let historyBefore = brain.history
        step(&brain)
        var action: TopViewCallbackAction = .reloadResult
        if brain.history != historyBefore {
            action.insert(.reloadTable)
        }
        callBack(action)
    }
}
