#if canImport(UIKit)
import UIKit

/// A segmented screen's control (the articles' segmented repository and search screens):
/// in the navigation bar, it shows one of its child controllers at a time, each made once
/// and kept. It holds the children, so they live as long as the navigation bar shows it.
@MainActor
public final class SegmentedChildrenControl: UISegmentedControl {
    /// The child controllers, one per segment, in order.
    public private(set) var controllers: [UIViewController] = []
    private weak var container: UIViewController?

    init(container: UIViewController, titles: [String], controllers: [UIViewController]) {
        super.init(frame: .zero)
        self.container = container
        self.controllers = controllers
        for (index, title) in titles.enumerated() {
            insertSegment(withTitle: title, at: index, animated: false)
        }
        addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                show(selectedSegmentIndex)
            },
            for: .valueChanged
        )
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use UIViewController.showSegments(titles:controllers:)")
    }

    /// The child shown now; nil before the first is shown.
    public var shown: UIViewController? {
        guard let container else { return nil }
        return controllers.first { $0.parent === container }
    }

    /// Shows the child of segment `index` (the selection follows), removing the one shown
    /// before, as UIKit's containment asks: `willMove`, `addChild`, `didMove`.
    public func show(_ index: Int) {
        guard let container, controllers.indices.contains(index) else { return }
        selectedSegmentIndex = index
        let next = controllers[index]
        if let current = shown {
            guard current !== next else { return }
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        container.addChild(next)
        next.view.frame = container.view.bounds
        next.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(next.view)
        next.didMove(toParent: container)
    }
}

extension UIViewController {
    /// Puts a segmented control of `titles` in this controller's navigation bar and shows
    /// the child controller of the segment chosen, `controllers[selected]` first.
    @discardableResult
    public func showSegments(
        titles: [String],
        controllers: [UIViewController],
        selected: Int = 0
    ) -> SegmentedChildrenControl {
        let control = SegmentedChildrenControl(container: self, titles: titles, controllers: controllers)
        navigationItem.titleView = control
        control.show(selected)
        return control
    }
}
#endif
