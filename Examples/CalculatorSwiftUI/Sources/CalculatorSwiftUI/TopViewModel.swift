// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// A calculator with an LED result and the history of its operations.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: TopView reads it directly and SwiftUI shows each change
/// (the swiftui flavour).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class TopViewModel: ObservableViewModel<TopViewCallbackAction> {
    let brain = CalculatorBrain()

    /// The number the LED display shows.
    private(set) var ledString: String = "0"
    private(set) var operationItems: [String] = []

    var operationCount: Int { operationItems.count }

    func operationText(at index: Int) -> String {
        operationItems[index]
    }

    func inputDigit(digit: Int) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadResult)
    }

    func inputPoint() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadResult)
    }

    func inputOperator(symbol: String) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.reloadTable, .reloadResult])
    }

    func equals() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.reloadTable, .reloadResult])
    }

    func undo() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.reloadTable, .reloadResult])
    }

    func clear() {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack([.reloadTable, .reloadResult])
    }
}
