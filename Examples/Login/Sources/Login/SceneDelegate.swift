#if canImport(UIKit)
import MVVMRuntimeUIKit
import UIKit

/// The scene delegate an app's Info.plist names (`UISceneDelegateClassName`): UIKit makes it
/// and the scene keeps it. For each window scene it makes the window and starts the app
/// there through the composition root, `LoginApp`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window: the scene does not keep it, so its delegate does.
    var window: UIWindow?
    /// What the composition root returns, kept for the scene's life: it owns the router and
    /// the navigator, which view models point to weakly.
    private(set) var navigation: AppNavigation?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        navigation = LoginApp.start(in: window, auth: StubAuthService())
        self.window = window
    }
}
#endif
