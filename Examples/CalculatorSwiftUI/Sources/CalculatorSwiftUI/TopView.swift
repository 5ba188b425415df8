// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// A calculator with an LED result and the history of its operations.
///
/// Reads its view model directly: SwiftUI shows each change of what `body` reads, so no
/// state callback needs a handler (the swiftui flavour of conventions C1 and C2). Lays out,
/// top to bottom, what TopViewController lays out in Examples/Calculator: the LED, the
/// history, the keypad. It only forwards key presses to the view model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TopView: View {
    @Bindable var viewModel: TopViewModel

    var body: some View {
        connectViewModel {
            VStack(spacing: 8) {
                // The LED: the number being typed or the last result.
                Text(viewModel.ledString)
                // The history, oldest first: the regenerated rows of the `operation` list.
                List {
                    listSections
                }
                keypad
            }
        }
    }

    // MARK: - Keypad

    /// The digit keys, row by row like a pocket calculator, each row ending in an operator.
    private static let digitRows = [[7, 8, 9], [4, 5, 6], [1, 2, 3]]
    private static let operatorColumn = ["÷", "×", "−"]

    /// Rows of keys; each key calls one command of the view model.
    private var keypad: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Button("C") { viewModel.clear() }
                Button("Undo") { viewModel.undo() }
            }
            ForEach(0..<Self.digitRows.count, id: \.self) { row in
                HStack(spacing: 8) {
                    ForEach(Self.digitRows[row], id: \.self) { digit in
                        digitKey(digit)
                    }
                    operatorKey(Self.operatorColumn[row])
                }
            }
            HStack(spacing: 8) {
                digitKey(0)
                Button(".") { viewModel.inputPoint() }
                Button("=") { viewModel.equals() }
                operatorKey("+")
            }
        }
    }

    private func digitKey(_ digit: Int) -> some View {
        Button(String(digit)) { viewModel.inputDigit(digit: digit) }
    }

    private func operatorKey(_ symbol: String) -> some View {
        Button(symbol) { viewModel.inputOperator(symbol: symbol) }
    }
}
#endif
