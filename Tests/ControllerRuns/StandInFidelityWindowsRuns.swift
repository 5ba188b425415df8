import Testing
@_spi(StandIn) import UIKit

/// Windows, scenes, presentation controllers, images and fonts in the UIKit stand-in, as
/// UIKit declares and documents them; each test names the header it follows.
@MainActor
@Suite("The UIKit stand-in's windows, scenes and assets, as UIKit documents them")
struct StandInFidelityWindowsRuns {
    /// A scene delegate recording the scene's activation state at each callback.
    private final class SceneDelegate: NSObject, UIWindowSceneDelegate {
        var window: UIWindow?
        var states: [String] = []

        func scene(
            _ scene: UIScene,
            willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            states.append("connect \(scene.activationState.rawValue)")
        }

        func sceneDidBecomeActive(_ scene: UIScene) {
            states.append("active \(scene.activationState.rawValue)")
        }
    }

    /// A window recording what UIKit tells it about being key.
    private final class Window: UIWindow {
        var calls: [String] = []
        var mayBecomeKey = true
        override var canBecomeKey: Bool { mayBecomeKey }
        override func becomeKey() { calls.append("become") }
        override func resignKey() { calls.append("resign") }
    }

    @Test("a scene is unattached while it connects and foreground active once active (UIScene.h)")
    func sceneActivationState() {
        let delegate = SceneDelegate()
        let scene = UIWindowScene.connect(delegate: delegate)
        #expect(delegate.states == ["connect -1", "active 0"])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIScene.ActivationState.background.rawValue == 2)
    }

    @Test("makeKey() moves key status within the scene, telling both windows, without showing (UIWindow.h)")
    func keyWindowMoves() {
        let scene = UIWindowScene.connect(delegate: SceneDelegate())
        let first = Window(windowScene: scene)
        let second = Window(windowScene: scene)
        first.makeKeyAndVisible()
        second.isHidden = true
        second.makeKey()
        #expect(second.isKeyWindow && !first.isKeyWindow && scene.keyWindow === second)
        #expect(first.calls == ["become", "resign"] && second.calls == ["become"])
        #expect(second.isHidden, "makeKey() leaves visibility alone")
        second.makeKey()
        #expect(second.calls == ["become"], "already key: told nothing")
        first.mayBecomeKey = false
        first.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow, "a window that cannot become key stays as it is")
    }

    @Test("a presentation controller's presenter is not optional (UIPresentationController.h)")
    func presentingViewControllerIsNotOptional() throws {
        let root = UIViewController(nibName: nil, bundle: nil)
        let sheet = UIViewController(nibName: nil, bundle: nil)
        root.present(sheet, animated: false)
        let controller = try #require(sheet.presentationController)
        let presenter: UIViewController = controller.presentingViewController
        #expect(presenter === root && controller.presentedViewController === sheet)
    }

    @Test("images and fonts are failable; an empty name gives nil, any other name one (UIImage.h, UIFont.h)")
    func imagesAndFontsByName() {
        #expect(UIImage(named: "") == nil && UIImage(systemName: "") == nil)
        #expect(UIImage(named: "FeedTab")?.name == "FeedTab", "the app is taken to ship what it names")
        #expect(UIImage(systemName: "house")?.name == "house")
        #expect(UIFont(name: "", size: 12) == nil)
        let font = UIFont(name: "Avenir-Heavy", size: 15)
        #expect(font?.fontName == "Avenir-Heavy" && font?.pointSize == 15)
    }
}
