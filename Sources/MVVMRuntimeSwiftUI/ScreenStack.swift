#if canImport(SwiftUI)
import MVVMRuntime
import SwiftUI

/// Shows a `StackNavigator`: a `NavigationStack` over its path, its root's view at the
/// bottom, each pushed view model's view (from the navigator's router) above, and its sheet
/// presented as a stack of its own. A view that holds stacks of its own (a tab bar) is
/// shown as it is. The app's root scene shows one, made with the first view model:
///
///     let router = ViewRouter()
///     router.registerLoginScreens()
///     WindowGroup { ScreenStack(navigator: StackNavigator(root: first, router: router)) }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ScreenStack: View {
    @Bindable private var navigator: StackNavigator

    /// Shows `navigator`'s root, its path and its sheet.
    public init(navigator: StackNavigator) {
        self.navigator = navigator
    }

    /// A `NavigationStack` over the navigator's path, each screen's view from the router, and the presented
    /// sheet's own stack.
    public var body: some View {
        stack.sheet(item: $navigator.sheet) { sheet in
            ScreenStack(navigator: sheet.navigator)
        }
    }

    @ViewBuilder private var stack: some View {
        if navigator.router.holdsStacks(navigator.root) {
            screen(navigator.root)
        } else {
            NavigationStack(path: $navigator.path) {
                screen(navigator.root)
                    .navigationDestination(for: StackNavigator.Screen.self) { pushed in
                        screen(pushed.viewModel)
                    }
            }
        }
    }

    private func screen(_ viewModel: BaseViewModel) -> AnyView {
        navigator.router.view(for: viewModel) ?? AnyView(Text("No view registered for \(type(of: viewModel))"))
    }
}

/// The stack of one tab of a tab bar screen: the tab's own navigator (made once by the tab
/// bar's, `StackNavigator.tabNavigator(for:)`), so a push from the tab lands on its stack.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TabStack: View {
    private let tab: BaseViewModel
    private let tabBar: BaseViewModel

    /// The stack whose first screen is `tab`'s, in the tab bar whose view model is `tabBar`.
    public init(_ tab: BaseViewModel, of tabBar: BaseViewModel) {
        self.tab = tab
        self.tabBar = tabBar
    }

    /// The tab's stack, as a `ScreenStack` of the tab's navigator.
    public var body: some View {
        if let navigator = tabBar.navigator as? StackNavigator {
            ScreenStack(navigator: navigator.tabNavigator(for: tab))
        } else {
            Text("A tab bar screen shows its tabs when a StackNavigator shows it: \(type(of: tabBar))")
        }
    }
}
#endif
