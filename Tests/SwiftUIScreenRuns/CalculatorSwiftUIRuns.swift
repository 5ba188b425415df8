// runs: example CalculatorSwiftUI
// Examples/CalculatorSwiftUI's view, as committed, over the SwiftUI stand-in
// (scripts/run-swiftui-screens.sh --examples, in each lane): a person's taps on the keypad
// reach the LED and the history list, equals computes, undo and clear change both, and the
// screen shows in the app's stack, in a UIKit app's hosting controller and in its preview.

import MVVMRuntime
import MVVMRuntimeSwiftUI
import SwiftUI
import Testing

@testable import CalculatorSwiftUI

#if canImport(UIKit)
import MVVMRuntimeUIKit
import UIKit
#endif

@MainActor
struct CalculatorSwiftUIRuns {
    /// The screen as a person sees it after tapping `keys` one after the other, each tap on
    /// the tree built after the one before (as SwiftUI builds the body again after a change).
    func screen(after keys: [String], of view: TopView = TopView(viewModel: TopViewModel())) -> _StandIn.Node {
        for key in keys {
            #expect(view._standInTree().tap(key), "no key \(key)")
        }
        return view._standInTree()
    }

    /// The LED: the first text of the screen, above the history and the keys.
    func led(_ tree: _StandIn.Node) -> String? {
        tree.texts.first
    }

    /// The history's rows, each as its texts. Rows without text are left out: the stand-in
    /// takes a list whose only ForEach is empty for a list of static views, so the empty
    /// history's Section counts as a row there (SwiftUI shows none).
    func history(_ tree: _StandIn.Node) -> [[String]] {
        tree.rows.map(\.texts).filter { !$0.isEmpty }
    }

    @Test func theLEDShowsZeroAndEveryKeyIsThere() {
        let tree = screen(after: [])
        #expect(led(tree) == "0")
        #expect(history(tree).isEmpty)
        for key in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "+", "−", "×", "÷", "=", "C", "Undo"] {
            #expect(tree.button(key) != nil, "no key \(key)")
        }
    }

    @Test func theLEDShowsTheDigitsTapped() {
        #expect(led(screen(after: ["1", "2", ".", "5"])) == "12.5")
    }

    @Test func equalsComputesAndTheHistoryGetsARow() {
        let tree = screen(after: ["1", "+", "2", "="])
        #expect(led(tree) == "3")
        #expect(history(tree) == [["1 + 2 = 3"]])
    }

    @Test func theHistoryGetsARowPerOperationOldestFirst() {
        let tree = screen(after: ["1", "+", "2", "×", "3", "=", "8", "÷", "0", "="])
        #expect(led(tree) == "Error")
        #expect(history(tree) == [["1 + 2 = 3"], ["3 × 3 = 9"], ["8 ÷ 0 = Error"]])
    }

    @Test func undoTakesBackTheLastStep() {
        let view = TopView(viewModel: TopViewModel())
        #expect(led(screen(after: ["1", "+", "2", "=", "Undo"], of: view)) == "2")
        #expect(history(view._standInTree()).isEmpty)
        #expect(led(screen(after: ["Undo"], of: view)) == "1", "back to before the 2")
    }

    @Test func clearEmptiesTheLEDAndTheHistoryAndUndoBringsThemBack() {
        let view = TopView(viewModel: TopViewModel())
        let cleared = screen(after: ["1", "+", "2", "=", "C"], of: view)
        #expect(led(cleared) == "0")
        #expect(history(cleared).isEmpty)
        let restored = screen(after: ["Undo"], of: view)
        #expect(led(restored) == "3")
        #expect(history(restored) == [["1 + 2 = 3"]])
    }

    @Test func theAppsStackShowsTheCalculator() {
        let router = ViewRouter()
        router.registerCalculatorScreens()
        let stack = ScreenStack(navigator: StackNavigator(root: TopViewModel(), router: router))
        #expect(stack._standInTree().tap("7"))
        let screens = stack._standInTree().screens
        #expect(screens.count == 1)
        #expect(screens.first.flatMap(led) == "7")
    }

    #if canImport(UIKit)
    @Test func aUIKitAppHostsTheCalculator() {
        let router = ViewControllerRouter<UIViewController>()
        router.registerCalculatorScreens()
        let viewModel = TopViewModel()
        let hosting = router.controller(for: viewModel) as? UIHostingController<TopView>
        #expect(hosting?.rootView.viewModel === viewModel)
    }
    #endif

    @Test func thePreviewShowsTheCalculator() {
        // The lane's module, whose generated file holds the preview.
        let module = String(reflecting: TopViewModel.self).prefix { $0 != "." }
        let previews = _StandIn.previews(inModuleOf: "\(module)/")
        #expect(previews.map(\.name) == ["Top"])
        #expect(previews.first.flatMap { led($0.tree()) } == "0")
    }
}
