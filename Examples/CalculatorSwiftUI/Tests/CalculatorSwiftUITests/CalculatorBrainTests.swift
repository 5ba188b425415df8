import Testing

@testable import CalculatorSwiftUI

/// Behaviour of CalculatorBrain alone (convention C6): the business, without view model or views.
@Suite("CalculatorBrain")
struct CalculatorBrainTests {
    /// A brain after the keys `keys`: digits, `.`, operator symbols, `=`, `U` (undo), `C` (clear).
    private func pressing(_ keys: String) -> CalculatorBrain {
        var brain = CalculatorBrain()
        for key in keys {
            switch key {
            case ".": brain.inputPoint()
            case "=": brain.equals()
            case "U": brain.undo()
            case "C": brain.clear()
            default:
                if let digit = key.wholeNumberValue {
                    brain.inputDigit(digit)
                } else {
                    let isOperator = brain.inputOperator(symbol: String(key))
                    #expect(isOperator, "not an operator: \(key)")
                }
            }
        }
        return brain
    }

    // MARK: - Typing numbers

    @Test("when nothing is input, should show 0 and have no history")
    func whenNewShouldShowZero() {
        let brain = CalculatorBrain()
        #expect(brain.display == "0")
        #expect(brain.history.isEmpty)
    }

    @Test(
        "when keys are typed, should show the number as typed",
        arguments: [
            ("12", "12"), ("007", "7"), ("0", "0"), (".5", "0.5"), ("1.", "1."), ("1.2.3", "1.23"),
            ("1234567890123456789", "123456789012345"),
        ]
    )
    func whenTypingShouldShowNumber(keys: String, display: String) {
        #expect(pressing(keys).display == display)
    }

    @Test("when a digit outside 0...9 is input, should ignore it")
    func whenDigitOutOfRangeShouldIgnoreIt() {
        var brain = pressing("4")
        brain.inputDigit(10)
        brain.inputDigit(-1)
        #expect(brain.display == "4")
        brain.undo()
        #expect(brain.display == "0")
    }

    // MARK: - Operations

    @Test(
        "when an operation is completed with =, should show its result and record it",
        arguments: [
            ("1+2=", "3", "1 + 2 = 3"),
            ("5−8=", "-3", "5 − 8 = -3"),
            ("6×7=", "42", "6 × 7 = 42"),
            ("7÷2=", "3.5", "7 ÷ 2 = 3.5"),
            ("0.1+0.2=", "0.3", "0.1 + 0.2 = 0.3"),
            ("2.5×2=", "5", "2.5 × 2 = 5"),
            ("2÷3=", "0.6666666667", "2 ÷ 3 = 0.6666666667"),
            ("1.+1=", "2", "1 + 1 = 2"),
        ]
    )
    func whenEqualsShouldRecordOperation(keys: String, display: String, operation: String) {
        let brain = pressing(keys)
        #expect(brain.display == display)
        #expect(brain.history == [operation])
    }

    @Test("when the symbols - * / are used, should record them as − × ÷")
    func whenAsciiSymbolsShouldRecordTypographicOnes() {
        #expect(pressing("9-4=*3=/5=").history == ["9 − 4 = 5", "5 × 3 = 15", "15 ÷ 5 = 3"])
    }

    @Test("when operations are chained, should evaluate left to right and record each step")
    func whenChainedShouldEvaluateLeftToRight() {
        let brain = pressing("1+2×3=")
        #expect(brain.display == "9")
        #expect(brain.history == ["1 + 2 = 3", "3 × 3 = 9"])
    }

    @Test("when an operator follows another, should replace it")
    func whenOperatorFollowsOperatorShouldReplaceIt() {
        let brain = pressing("8+×2=")
        #expect(brain.display == "16")
        #expect(brain.history == ["8 × 2 = 16"])
    }

    @Test("when equals follows an operator directly, should use the shown number twice")
    func whenEqualsFollowsOperatorShouldRepeatOperand() {
        #expect(pressing("4×=").history == ["4 × 4 = 16"])
    }

    @Test("when an operator follows a result, should continue with the result")
    func whenOperatorFollowsResultShouldContinue() {
        let brain = pressing("2+3=×4=")
        #expect(brain.display == "20")
        #expect(brain.history.last == "5 × 4 = 20")
    }

    @Test("when a digit follows a result, should start a new number")
    func whenDigitFollowsResultShouldStartOver() {
        let brain = pressing("2+3=7")
        #expect(brain.display == "7")
        #expect(pressing("2+3=7=").history == ["2 + 3 = 5"])
    }

    @Test("when equals is input without an operator, should change nothing")
    func whenEqualsAloneShouldChangeNothing() {
        let brain = pressing("5=")
        #expect(brain.display == "5")
        #expect(brain.history.isEmpty)
    }

    // MARK: - Errors

    @Test("when dividing by zero, should show Error and record it")
    func whenDividingByZeroShouldShowError() {
        let brain = pressing("1÷0=")
        #expect(brain.display == "Error")
        #expect(brain.history == ["1 ÷ 0 = Error"])
    }

    @Test("when a result is too large for Decimal, should show Error")
    func whenOverflowingShouldShowError() {
        // 999999999999999 squared four times goes past Decimal's largest exponent.
        let brain = pressing("999999999999999×=×=×=×=")
        #expect(brain.display == "Error")
        #expect(brain.history.last?.hasSuffix("= Error") == true)
    }

    @Test("when dividing by zero in a chain, should show Error and drop the next operator")
    func whenDividingByZeroInChainShouldStop() {
        let brain = pressing("6÷0+")
        #expect(brain.display == "Error")
        #expect(brain.history == ["6 ÷ 0 = Error"])
    }

    @Test("when an operator or equals follows Error, should keep Error")
    func whenOperatorFollowsErrorShouldKeepError() {
        let brain = pressing("1÷0=+=")
        #expect(brain.display == "Error")
        #expect(brain.history.count == 1)
    }

    @Test(
        "when a digit or point follows Error, should start a new number",
        arguments: [("1÷0=3", "3", "3 + 1 = 4"), ("1÷0=.", "0.", "0 + 1 = 1")]
    )
    func whenDigitFollowsErrorShouldStartOver(keys: String, display: String, nextOperation: String) {
        #expect(pressing(keys).display == display)
        #expect(pressing(keys + "+1=").history.last == nextOperation)
    }

    // MARK: - Undo and clear

    @Test("when undo follows each step, should walk back through the inputs")
    func whenUndoRepeatedlyShouldWalkBack() {
        var brain = pressing("12+3=")
        let displays = (0..<6).map { _ in
            brain.undo()
            return brain.display
        }
        #expect(displays == ["3", "12", "12", "1", "0", "0"])
        #expect(brain.history.isEmpty)
    }

    @Test("when undo follows equals, should remove the operation and restore the operand")
    func whenUndoFollowsEqualsShouldRemoveOperation() {
        let brain = pressing("1+2=U")
        #expect(brain.display == "2")
        #expect(brain.history.isEmpty)
        #expect(pressing("1+2=U5=").history == ["1 + 25 = 26"])
    }

    @Test("when undo follows a key that changed nothing, should undo the key before it")
    func whenUndoFollowsNoOpShouldSkipIt() {
        #expect(pressing("1..U").display == "1")
    }

    @Test("when clear is input, should show 0 and empty the history")
    func whenClearShouldStartOver() {
        let brain = pressing("1+2=3×C")
        #expect(brain.display == "0")
        #expect(brain.history.isEmpty)
        #expect(pressing("1+2=3×C4=").history.isEmpty)
    }

    @Test("when undo follows clear, should restore everything")
    func whenUndoFollowsClearShouldRestore() {
        let brain = pressing("1+2=3×CU4=")
        #expect(brain.history == ["1 + 2 = 3", "3 × 4 = 12"])
    }
}
