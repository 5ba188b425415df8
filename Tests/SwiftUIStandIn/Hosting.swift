// Part of the SwiftUI stand-in (see View.swift): UIHostingController, a UIKit view controller
// (the UIKit stand-in's, Tests/UIKitStandIn) that shows a SwiftUI view, as SwiftUI on iOS
// imports UIKit. Checked against Apple's documentation: Averyy/apple-dev-docs,
// documentation/SwiftUI/uihostingcontroller/: init-rootview.md (`@MainActor @preconcurrency
// init(rootView: Content)`), init-coderrootview.md (`@MainActor @preconcurrency init?(coder
// aDecoder: NSCoder, rootView: Content)`), init-coder.md (`@MainActor @preconcurrency required
// dynamic init?(coder aDecoder: NSCoder)`, whose default implementation "throws an exception":
// a subclass with its own initializer writes it, calling init(coder:rootView:)), rootview.md
// (`@MainActor @preconcurrency var rootView: Content { get set }`); developer.apple.com/
// documentation/swiftui/uihostingcontroller (`@MainActor @preconcurrency class
// UIHostingController<Content> where Content: View`, iOS 13, a UIViewController subclass).
// Not read: whether the class is `open` (it is here, as UIKit's controllers are, so apps can
// subclass it; subclassing it is common). Left out: sizing options, safe area regions, the
// overrides of UIViewController's methods (the stand-in's view is UIViewController's
// default), the navigation title a hosted view gives its controller's navigation item.
// `dynamic` is left out of init(coder:): without Objective-C it means nothing here.

import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content
    /// Where the hosted views' representables live between builds.
    let graph = ViewGraph()

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
        graph.host = self
    }

    /// Creates a hosting controller object from an archive and the specified SwiftUI view.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
        graph.host = self
    }

    /// Creates a hosting controller object from the contents of the specified archive: as in
    /// SwiftUI, this default implementation fails ("throws an exception").
    public required init?(coder aDecoder: NSCoder) {
        fatalError("UIHostingController.init(coder:) is not implemented: call init(coder:rootView:)")
    }
}

extension UIHostingController {
    /// The stand-in's inspection (not SwiftUI API): loads the controller's view, then builds
    /// the root view's tree in this controller's graph, so a representable's controller made
    /// in one build is updated in the next and becomes this controller's child.
    public func _standInTree() -> _StandIn.Node {
        loadViewIfNeeded()
        return StandInBuild.run(in: graph) { _StandIn.node(of: rootView) }
    }
}
