import Foundation

/// The business of the calculator (convention C6, the article's "fat model"): what the keys
/// do, the number on the LED and the history of finished operations. It knows nothing of
/// views or view models; replacing the business means replacing this type only.
///
/// It works like a basic pocket calculator: operations are evaluated left to right as they
/// are entered (`1 + 2 × 3` is `(1 + 2) × 3 = 9`), and every evaluation, whether started by
/// `=` or by the next operator, adds a line such as `"1 + 2 = 3"` to the history. Numbers
/// are `Decimal`, so `0.1 + 0.2` is exactly `0.3`.
///
/// A value type: the undo stack is simply a list of earlier states, and the brain is
/// `Sendable` without any locking.
struct CalculatorBrain: Sendable {
    /// The four operators, with the symbol used in the history.
    enum Operator: String, CaseIterable, Sendable {
        case add = "+"
        case subtract = "−"
        case multiply = "×"
        case divide = "÷"

        /// The operator for a key symbol; also accepts the ASCII `-`, `*` and `/`.
        init?(symbol: String) {
            switch symbol {
            case "+": self = .add
            case "−", "-": self = .subtract
            case "×", "*": self = .multiply
            case "÷", "/": self = .divide
            default: return nil
            }
        }

        /// The result, or `nil` when there is none (division by zero, overflow).
        func apply(_ left: Decimal, _ right: Decimal) -> Decimal? {
            let result: Decimal
            switch self {
            case .add: result = left + right
            case .subtract: result = left - right
            case .multiply: result = left * right
            case .divide:
                guard !right.isZero else { return nil }
                result = left / right
            }
            // Decimal arithmetic answers NaN instead of trapping when it overflows.
            return result.isNaN ? nil : result
        }
    }

    /// What the LED shows when a calculation fails.
    static let errorText = "Error"
    /// The most digits one number can be typed with; more keys are ignored, as on a real calculator.
    static let maximumDigits = 15
    /// Results are rounded to this many fraction digits, so `2 ÷ 3` fits the LED.
    static let maximumFractionDigits = 10

    /// Everything one input step can change; undo restores an earlier copy.
    private struct State: Equatable, Sendable {
        var display = "0"
        /// Whether the next digit extends `display`; otherwise it starts a new number.
        var isTyping = false
        var isError = false
        /// The left operand of `pending`, once an operator was entered.
        var accumulator: Decimal?
        var pending: Operator?
        var history: [String] = []
    }

    private var state = State()
    /// The states before each input step, most recent last.
    private var undoStack: [State] = []

    init() {}

    /// The LED: the number being typed, the last result, or `"Error"`.
    var display: String { state.display }

    /// The finished operations as display strings, oldest first, e.g. `"1 + 2 = 3"`.
    var history: [String] { state.history }

    // MARK: - Keys

    /// Types the digit `digit` (0...9); other values are ignored.
    mutating func inputDigit(_ digit: Int) {
        guard (0...9).contains(digit) else { return }
        step { state in
            if !state.isTyping || state.display == "0" {
                state.display = String(digit)
                state.isTyping = true
                state.isError = false
            } else if Self.digitCount(of: state.display) < Self.maximumDigits {
                state.display += String(digit)
            }
        }
    }

    /// Types the decimal point; a number gets at most one.
    mutating func inputPoint() {
        step { state in
            if !state.isTyping {
                state.display = "0."
                state.isTyping = true
                state.isError = false
            } else if !state.display.contains(".") {
                state.display += "."
            }
        }
    }

    /// Enters `op`: evaluates the pending operation first if its right operand was typed,
    /// or replaces the pending operator if not (so `1 + ×` means `1 ×`).
    mutating func inputOperator(_ op: Operator) {
        step { state in
            guard let value = Self.value(of: state) else { return }
            if let pending = state.pending, let left = state.accumulator {
                if state.isTyping {
                    guard let result = Self.evaluate(left, pending, value, in: &state) else { return }
                    state.accumulator = result
                }
            } else {
                state.accumulator = value
                state.display = Self.format(value)  // "1." becomes "1"
            }
            state.pending = op
            state.isTyping = false
        }
    }

    /// Enters the operator with key symbol `symbol` (see `Operator.init(symbol:)`).
    /// Returns `false`, changing nothing, when the symbol is not an operator.
    @discardableResult
    mutating func inputOperator(symbol: String) -> Bool {
        guard let op = Operator(symbol: symbol) else { return false }
        inputOperator(op)
        return true
    }

    /// Evaluates the pending operation. Without a typed right operand the LED's number is
    /// used (`2 × =` is `2 × 2`); without a pending operator nothing happens.
    mutating func equals() {
        step { state in
            guard let pending = state.pending, let left = state.accumulator, let right = Self.value(of: state)
            else { return }
            _ = Self.evaluate(left, pending, right, in: &state)
            state.accumulator = nil
            state.pending = nil
            state.isTyping = false
        }
    }

    /// Takes back the last input step that changed anything (including `clear()`).
    mutating func undo() {
        guard let previous = undoStack.popLast() else { return }
        state = previous
    }

    /// Starts over: LED `0`, no pending operation, empty history. Undo can take it back.
    mutating func clear() {
        step { state in state = State() }
    }

    // MARK: - Helpers

    /// Runs one input step; remembers the old state for undo only when something changed,
    /// so that undo never seems to do nothing.
    private mutating func step(_ change: (inout State) -> Void) {
        let before = state
        change(&state)
        if state != before {
            undoStack.append(before)
        }
    }

    /// Computes `left op right`, records it in the history and shows the result.
    /// On failure shows "Error", drops the pending operation and returns `nil`.
    private static func evaluate(_ left: Decimal, _ op: Operator, _ right: Decimal, in state: inout State) -> Decimal? {
        let expression = "\(format(left)) \(op.rawValue) \(format(right))"
        guard let result = op.apply(left, right).map(rounded) else {
            state.history.append("\(expression) = \(errorText)")
            state.display = errorText
            state.isError = true
            state.isTyping = false
            state.accumulator = nil
            state.pending = nil
            return nil
        }
        state.history.append("\(expression) = \(format(result))")
        state.display = format(result)
        return result
    }

    /// The LED's number, or `nil` while it shows "Error".
    private static func value(of state: State) -> Decimal? {
        state.isError ? nil : Decimal(string: state.display)
    }

    private static func rounded(_ value: Decimal) -> Decimal {
        var value = value
        var result = Decimal()
        NSDecimalRound(&result, &value, maximumFractionDigits, .plain)
        return result
    }

    /// `Decimal`'s description has no exponent and no trailing zeros: 3, not 3.0.
    private static func format(_ value: Decimal) -> String {
        value.description
    }

    private static func digitCount(of text: String) -> Int {
        text.filter(\.isNumber).count
    }
}
