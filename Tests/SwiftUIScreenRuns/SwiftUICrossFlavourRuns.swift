// runs: swiftui
// Routes across flavours in one app, once the SwiftUI stand-in has UIHostingController and
// UIViewControllerRepresentable (scripts/run-swiftui-screens.sh then compiles the UIKit
// stand-in as the module UIKit beside it): a UIKit screen pushes a SwiftUI one in a hosting
// controller, a SwiftUI screen pushes a UIKit one onto its stack, each view model routing
// through the navigator it was given.

#if canImport(UIKit)
import MVVMRuntime
import MVVMRuntimeSwiftUI
import MVVMRuntimeUIKit
import SwiftUI
import Testing
import UIKit

@testable import SwiftUIGolden

@MainActor
struct SwiftUICrossFlavourRuns {
    @Test func aUIKitScreenPushesASwiftUIScreenInAHostingController() {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let stack = UINavigationController(nibName: nil, bundle: nil)
        let navigator = NavigationControllerNavigator(root: stack, router: router)
        let settings = SettingsViewModel()
        settings.navigator = navigator
        stack.setViewControllers([SettingsViewController(viewModel: settings)], animated: false)
        settings.showInbox()
        #expect(stack.viewControllers.count == 2)
        let hosting = stack.viewControllers.last as? UIHostingController<InboxView>
        #expect(hosting?.rootView.viewModel.navigator === navigator)
    }

    @Test func aSwiftUIScreenPushesAUIKitScreen() {
        let router = ViewRouter()
        router.registerInputScreens()
        let feed = FeedViewModel(feed: StubFeedService())
        let navigator = StackNavigator(root: feed, router: router)
        feed.showSettings()
        #expect(navigator.path.last?.viewModel is SettingsViewModel)
        #expect(navigator.path.last?.viewModel.navigator === navigator)
    }
}
#endif
