/// View-model based navigation (convention C10): view models ask for a *view model* to be
/// shown; the view layer maps it to its controller. View models stay free of UIKit.
@MainActor
public protocol Navigating: AnyObject {
    /// Pushes `viewModel`'s screen onto the navigation stack on top.
    func push(_ viewModel: BaseViewModel, animated: Bool)
    /// Presents `viewModel`'s screen modally, in a navigation stack of its own.
    func present(_ viewModel: BaseViewModel, animated: Bool)
    /// Back to the screen below on the navigation stack on top.
    func pop(animated: Bool)
    /// Closes the presented stack on top.
    func dismiss(animated: Bool)
    /// Back to the first screen of the stack on top (what was pushed on it is popped).
    func popToRoot(animated: Bool)
    /// Makes `viewModel`'s screen the app's only screen (after login, the home screen):
    /// whatever was shown, presented or in tabs, is gone.
    func resetRoot(_ viewModel: BaseViewModel, animated: Bool)
    /// The navigator of a tab whose navigation stack is `tabRoot` (a view-layer object):
    /// pushes from the tab's screens land on that tab's stack. By default, this navigator.
    func navigator(forTab tabRoot: AnyObject) -> any Navigating
}

/// How a routed screen is shown.
public enum Presentation: String, Sendable {
    /// Pushed onto the navigation stack on top.
    case push
    /// Presented modally, in a navigation stack of its own.
    case present
    /// The screen replaces everything shown: the app's new root.
    case resetRoot
}

/// How a route back closes screens.
public enum BackNavigation: String, Sendable {
    /// Back to the screen below on the navigation stack.
    case pop
    /// Back to the first screen of the stack.
    case popToRoot
    /// Closes the presented stack.
    case dismiss
}

extension Navigating {
    /// This navigator: a navigator with one stack gives the same one to every tab.
    public func navigator(forTab tabRoot: AnyObject) -> any Navigating { self }

    /// Shows `viewModel` the way a route declares.
    public func show(_ viewModel: BaseViewModel, as presentation: Presentation, animated: Bool = true) {
        switch presentation {
        case .push: push(viewModel, animated: animated)
        case .present: present(viewModel, animated: animated)
        case .resetRoot: resetRoot(viewModel, animated: animated)
        }
    }
}
