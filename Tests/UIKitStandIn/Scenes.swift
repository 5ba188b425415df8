// Part of the UIKit stand-in (see Views.swift): scenes, their sessions and delegates, as an
// app's scene delegate uses them. UIKit makes scenes, sessions and connection options, never
// the app: their `init()` is unavailable here as there, and a test connects a scene the way
// the system does with `UIWindowScene.connect(delegate:)` (SPI, not UIKit API).
// Checked, for the members declared here, against UIScene.h (phracker/MacOSX-SDKs,
// MacOSX12.1.sdk/System/iOSSupport/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h,
// the iOS 15 SDK's), UISceneSession.h (iOS 18 SDK: xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISceneSession.h),
// UIWindowScene.h (iOS 18 SDK: xiangfeidexiaohuo/iOS-SDKs, same folder) and
// UISceneDefinitions.h (its activation states; an iOS 13 or later SDK's, found by the code
// index without its repository). Left out: URLs and activities (connection options carry
// none), scene titles, session roles, configurations and user info, screens and geometry,
// and the delegates' URL, activity and state restoration methods (a delegate may still
// implement them).

@MainActor
open class UIScene: UIResponder {
    /// Why UIKit connected the scene (URLs to open, activities, a shortcut); a scene
    /// connected by the stand-in has none of them, so none are declared.
    @MainActor
    open class ConnectionOptions: NSObject {
        @available(*, unavailable, message: "UIKit makes connection options and passes them to the scene delegate")
        public override init() { fatalError("unavailable") }

        init(standIn: Void) { super.init() }
    }

    /// `UISceneActivationState`, an NS_ENUM of NSInteger, numbered as the header numbers it.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    private let connectedSession: UISceneSession
    open var session: UISceneSession { connectedSession }
    /// Unattached until the scene comes on screen (see `connect(delegate:)`).
    open internal(set) var activationState = ActivationState.unattached
    /// Strong, as in UIKit (UIScene.h): the scene keeps its delegate, so the app need not.
    open var delegate: (any UISceneDelegate)?

    /// UIKit calls it (subclasses call it too); an app never does.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        connectedSession = session
        super.init()
        session.connectedScene = self
    }

    @available(*, unavailable, message: "UIKit makes scenes: init(session:connectionOptions:)")
    public override init() { fatalError("unavailable") }
}

@MainActor
open class UISceneSession: NSObject {
    fileprivate weak var connectedScene: UIScene?
    private let identifier = UUID().uuidString

    /// The scene this session represents, while one is connected.
    open var scene: UIScene? { connectedScene }
    /// Unique to the session, the same for its whole life.
    open var persistentIdentifier: String { identifier }

    @available(*, unavailable, message: "UIKit makes sessions and passes them to the scene delegate")
    public override init() { fatalError("unavailable") }

    init(standIn: Void) { super.init() }
}

@MainActor
open class UIWindowScene: UIScene {
    private struct WeakWindow {
        weak var window: UIWindow?
    }
    private var windowReferences: [WeakWindow] = []

    /// The windows made in or moved to this scene, in that order. As in UIKit the scene does
    /// not keep them: a window nobody keeps (the scene delegate's `window`) is gone, and the
    /// screen shows nothing.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The one window of `windows` that is key, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// What setting a window's `windowScene` does: it leaves one scene's windows, joins another's.
    func remove(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    func add(_ window: UIWindow) {
        remove(window)
        windowReferences.append(WeakWindow(window: window))
    }
}

/// UIKit's optional scene delegate methods; each default does what UIKit does without the
/// method: nothing.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate; `window`, the scene's main window, is optional in UIKit too.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// A delegate without the property has no window to give UIKit, and keeps none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

extension UIWindowScene {
    /// What the system does when a person opens the app and its Info.plist names a window
    /// scene delegate: makes a session, connection options (empty: no URL, activity or
    /// shortcut) and a window scene, gives the scene `delegate` (which it keeps), calls
    /// `scene(_:willConnectTo:options:)`, then, the scene coming on screen,
    /// `sceneWillEnterForeground(_:)` and, the scene now foreground and active,
    /// `sceneDidBecomeActive(_:)`. Keep the scene while it
    /// is connected, as UIKit keeps connected scenes. Not UIKit API; for tests that start an
    /// app from its scene delegate.
    @_spi(StandIn) public static func connect(delegate: any UIWindowSceneDelegate) -> UIWindowScene {
        let session = UISceneSession(standIn: ())
        let options = UIScene.ConnectionOptions(standIn: ())
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        return scene
    }
}
