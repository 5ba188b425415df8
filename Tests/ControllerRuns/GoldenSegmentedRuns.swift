import MVVMRuntime
import MVVMRuntimeUIKit
import Testing
@_spi(StandIn) import UIKit

@testable import GoldenPaging

/// The paging golden case's segmented screen, run: its segmented control in the navigation
/// bar shows one child screen at a time, as UIKit's containment asks, and the children's
/// view models share the screen's navigator.
@MainActor
@Suite("A segmented screen, run")
struct GoldenSegmentedRuns {
    @Test("the first segment shows on load; choosing another swaps the child; each child is made once")
    func segments() async throws {
        let router = ViewControllerRouter<UIViewController>()
        router.registerInputScreens()
        let app = StartedApp(router: router, first: RepositoriesViewModel())
        let screen = try app.top(as: RepositoriesViewController.self)
        screen.loadViewIfNeeded()
        let control = try #require(screen.navigationItem.titleView as? SegmentedChildrenControl)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Recent events")
        let starred = try #require(control.controllers.first as? StarredViewController)
        #expect(screen.children.map(ObjectIdentifier.init) == [ObjectIdentifier(starred)], "the first segment's child")
        #expect(starred.view.superview === screen.view)
        #expect(starred.viewModel.navigator === screen.viewModel.navigator, "one navigator: routes push here")
        #expect(starred.viewModel === screen.viewModel.viewModelForStarredSegment(), "made once and kept")

        control.tapSegment(at: 1)
        let events = try #require(control.shown as? EventsViewController)
        #expect(screen.children.count == 1 && starred.parent == nil && starred.view.superview == nil)
        #expect(events.view.superview === screen.view)
        await events.commandTasks.idle()
        #expect(events.viewModel.eventPaging.pagesLoaded == 1, "the child loaded its view, and its first page")

        control.tapSegment(at: 0)
        #expect(control.shown === starred, "the same child again, not a new one")
    }
}
