// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
import MVVMRuntime

/// A calculator with an LED result and the history of its operations.
///
/// A thin pipe between the controller and the business (conventions C4, C6): every command
/// is one step of `brain`, and the data interfaces read the brain's state. Each command
/// sends `.reloadResult`, and `.reloadTable` only when the history really changed, so the
/// table is not reloaded for nothing (the YAML lists what each command may send).
@MainActor
final class TopViewModel: ViewModel<TopViewCallbackAction> {
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

    /// Runs one step of the brain and tells the controller what to reload.
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
