// runs: swiftui-tabs
// The tab bar of the golden case `swiftui-tabs`, run over the SwiftUI stand-in once it has
// TabView (scripts/run-swiftui-screens.sh leaves this case out until then): each tab shows
// its screen on a stack of its own, a push from a tab lands on that tab's stack, and a tab's
// reset of the root replaces the whole tab bar.

import MVVMRuntime
import MVVMRuntimeSwiftUI
import SwiftUI
import Testing

@testable import SwiftUIGolden

@MainActor
struct SwiftUITabsRuns {
    @Test func aPushFromATabLandsOnThatTabsStack() {
        let router = ViewRouter()
        router.registerInputScreens()
        let home = HomeViewModel()
        let navigator = StackNavigator(root: home, router: router)
        let stack = ScreenStack(navigator: navigator)
        #expect(stack._standInTree().tap("detail"))
        let browse = home.viewModelForBrowseTab()
        let tab = browse.navigator as? StackNavigator
        #expect(tab != nil && tab !== navigator, "each tab has its own navigator")
        #expect(tab?.path.count == 1)
        #expect(tab?.path.last?.viewModel is DetailViewModel)
        #expect(navigator.path.isEmpty, "the tab bar's own stack is untouched")
        #expect(stack._standInTree().all.contains { $0.navigationTitle == "Detail" })
    }

    @Test func aResetFromATabReplacesTheTabBar() {
        let router = ViewRouter()
        router.registerInputScreens()
        let home = HomeViewModel()
        let navigator = StackNavigator(root: home, router: router)
        _ = ScreenStack(navigator: navigator)._standInTree()
        let account = home.viewModelForAccountTab()
        navigator.tabNavigator(for: account).push(DetailViewModel(), animated: true)
        account.showSignOut()
        #expect(navigator.root is HomeViewModel)
        #expect(navigator.root !== home)
        #expect(navigator.path.isEmpty)
    }
}
