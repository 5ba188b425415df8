#if canImport(SwiftUI)
import MVVMRuntime
import Observation
import SwiftUI

/// The swiftui flavour's side of view-model based navigation (convention C10): one
/// navigation stack, driven by the same `Navigating` requests the UIKit navigator serves, so
/// view models and their tests do not change with the flavour. `ScreenStack` shows it: a
/// `NavigationStack` over `path`, with `root` at the bottom, and `sheet` presented over it.
///
/// A presented screen gets a navigator of its own (its sheet's stack), whose `dismiss`
/// closes the sheet; a tab's screen gets its tab's (`navigator(forTab:)`). `resetRoot`
/// goes to the navigator at the bottom of the app, whatever asks.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
public final class StackNavigator: Navigating {
    /// One screen pushed on the stack: its view model, compared by identity.
    public struct Screen: Hashable, Identifiable {
        /// The screen's view model.
        public let viewModel: BaseViewModel
        /// The view model's identity.
        public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }
        /// Two screens are the same when they show the same view model.
        public static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.viewModel === rhs.viewModel }
        /// Hashes the view model's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// A presented stack: its own navigator.
    public struct Sheet: Identifiable {
        /// The navigator of the presented stack.
        public let navigator: StackNavigator
        /// The navigator's identity.
        public var id: ObjectIdentifier { ObjectIdentifier(navigator) }
    }

    /// Builds each view model's view.
    @ObservationIgnored public let router: ViewRouter
    /// The first screen of the stack; `resetRoot` replaces it.
    public private(set) var root: BaseViewModel
    /// The screens pushed over `root`, bottom first: `NavigationStack(path:)` reads and
    /// writes it (a back swipe removes the last).
    public var path: [Screen] = []
    /// The stack presented over this one, if any; a swipe down sets it to nil.
    public var sheet: Sheet?
    /// The navigator that presented this stack; nil at the bottom of the app and for tabs.
    @ObservationIgnored public private(set) weak var presenter: StackNavigator?
    /// For a tab's navigator: the one that shows the tab bar, which `resetRoot` goes to.
    @ObservationIgnored public private(set) weak var tabBar: StackNavigator?
    @ObservationIgnored private var tabNavigators: [ObjectIdentifier: StackNavigator] = [:]

    /// A stack whose first screen is `root`'s; `root` gets this navigator.
    public init(root: BaseViewModel, router: ViewRouter) {
        self.root = root
        self.router = router
        root.navigator = self
    }

    /// The navigator of the stack shown on top: this one, or the top of what it presents.
    public var top: StackNavigator { sheet?.navigator.top ?? self }

    /// The navigator at the bottom of the app: the one `resetRoot` changes.
    public var bottom: StackNavigator { (presenter ?? tabBar)?.bottom ?? self }

    /// Pushes `viewModel`'s screen on the top stack (a sheet's, when one is presented); a tab bar screen is
    /// never pushed.
    public func push(_ viewModel: BaseViewModel, animated: Bool) {
        let top = top
        guard top.canShow(viewModel) else { return }
        guard !router.holdsStacks(viewModel) else {
            assertionFailure("a tab bar screen is never pushed or presented: reset the root to it")
            return
        }
        viewModel.navigator = top
        top.path.append(Screen(viewModel: viewModel))
    }

    /// Presents `viewModel`'s screen as a sheet, a stack of its own with its own navigator.
    public func present(_ viewModel: BaseViewModel, animated: Bool) {
        let top = top
        guard top.canShow(viewModel) else { return }
        guard !router.holdsStacks(viewModel) else {
            assertionFailure("a tab bar screen is never pushed or presented: reset the root to it")
            return
        }
        let presented = StackNavigator(root: viewModel, router: router)
        presented.presenter = top
        top.sheet = Sheet(navigator: presented)
    }

    /// Pops the top stack's last screen, if it has one.
    public func pop(animated: Bool) {
        let top = top
        if !top.path.isEmpty { top.path.removeLast() }
    }

    /// Pops every screen of the top stack above its root.
    public func popToRoot(animated: Bool) {
        top.path.removeAll()
    }

    /// Closes the stack presented last (the top one), with what it showed.
    public func dismiss(animated: Bool) {
        top.presenter?.sheet = nil
    }

    /// The app shows only `viewModel`'s screen: what was presented or pushed is gone, and
    /// so are the tabs, also when a tab's screen asks.
    public func resetRoot(_ viewModel: BaseViewModel, animated: Bool) {
        let bottom = bottom
        guard bottom.canShow(viewModel) else { return }
        bottom.sheet = nil
        bottom.path = []
        bottom.tabNavigators = [:]
        viewModel.navigator = bottom
        bottom.root = viewModel
    }

    /// The navigator of a tab whose first screen's view model is `tabRoot`: its own stack,
    /// made once and kept while the tab bar's stack shows the tabs.
    public func navigator(forTab tabRoot: AnyObject) -> any Navigating {
        tabNavigator(for: tabRoot)
    }

    /// `navigator(forTab:)` as the stack navigator it is; `tabRoot` is the tab's first view
    /// model (another object: a stack of its own with this navigator's root).
    public func tabNavigator(for tabRoot: AnyObject) -> StackNavigator {
        let key = ObjectIdentifier(tabRoot)
        if let existing = tabNavigators[key] { return existing }
        let navigator = StackNavigator(root: (tabRoot as? BaseViewModel) ?? root, router: router)
        navigator.tabBar = self
        tabNavigators[key] = navigator
        return navigator
    }

    private func canShow(_ viewModel: BaseViewModel) -> Bool {
        guard router.canRoute(viewModel) else {
            assertionFailure("No view registered for \(type(of: viewModel)): call register…Screens() on the router")
            return false
        }
        return true
    }
}
#endif
