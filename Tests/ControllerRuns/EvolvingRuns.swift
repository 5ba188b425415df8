import MVVMRuntime
import Testing
@_spi(StandIn) import UIKit

@testable import Evolving

/// FeedViewController was created from the first version of its screen (one list of
/// strings) and kept; the screen then switched `post` to child cells, added `banner` and
/// its first async command.
@MainActor
@Suite("A screen changed after its controller was created, run")
struct EvolvingRuns {
    @Test("a list switched to child cells later shows each row's view model in its cell")
    func switchedListUsesChildCells() throws {
        let feed = FeedViewController(viewModel: FeedViewModel())
        feed.loadViewIfNeeded()
        let posts = (0..<feed.viewModel.postCount).map { row in
            feed.tableView(feed.tableView, cellForRowAt: IndexPath(row: row, section: 0))
        }
        #expect(posts.count == 2)
        for (row, cell) in posts.enumerated() {
            let postCell = try #require(cell as? PostCellView)
            #expect(postCell.viewModel === feed.viewModel.post(at: row))
        }
    }

    @Test("a list added later fills its rows, though the controller never heard of it")
    func addedListFills() {
        let feed = FeedViewController(viewModel: FeedViewModel())
        feed.loadViewIfNeeded()
        let rows = Running.fillEveryRow(of: feed.tableView)
        #expect(rows.count == feed.viewModel.postCount + feed.viewModel.bannerCount)
        #expect(Running.text(of: rows.last!) == "Sale")
    }

    @Test("a reused cell hears only the row it shows now")
    func reusedCellHearsItsRow() throws {
        let feed = FeedViewController(viewModel: FeedViewModel())
        feed.loadViewIfNeeded()
        let first = IndexPath(row: 0, section: 0)
        let cell = try #require(feed.tableView(feed.tableView, cellForRowAt: first) as? PostCellView)
        feed.tableView.reuse(cell)  // scrolled off screen
        let reused = feed.tableView(feed.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(reused === cell)
        #expect(feed.viewModel.post(at: 0).controller == nil)
        #expect(feed.viewModel.post(at: 1).controller === cell)
    }

    @Test("an async command added later runs as the view model's tasks in a controller that has none of its own")
    func asyncCommandAddedLater() async {
        let feed = FeedViewController(viewModel: FeedViewModel())
        feed.loadViewIfNeeded()
        #expect(feed.commandTasks === feed.viewModel.commandTasks)
        #expect(feed.viewModel.startSync())
        #expect(feed.commandTasks.isRunning("sync"))
        await feed.commandTasks.idle()
        #expect(!feed.commandTasks.isRunning("sync"))
    }

    @Test("callbacks sent before the view loads reach the controller once it does")
    func earlyCallbacksArrive() {
        let feed = FeedViewController(viewModel: FeedViewModel())
        feed.viewModel.callBack(.reloadTable)
        #expect(feed.viewModel.heldCallbacks.count == 1)
        feed.loadViewIfNeeded()
        #expect(feed.viewModel.heldCallbacks.isEmpty)
        #expect(feed.viewModel.controller === feed)
    }
}
