// Views run over the SwiftUI stand-in, built through its inspection API (`_StandIn`): bodies
// are built, taps change the model and the rebuilt body shows it, taps push onto a
// NavigationStack's path and the destination appears, sheets present their content, lists
// show their rows, `task` and `refreshable` run.

import SwiftUI
import Testing

@MainActor
struct SwiftUIStandInRuns {
    @Test func aBodyIsBuiltAndATapChangesTheModel() throws {
        let model = JobsViewModel()
        let view = JobsView(model: model)
        var tree = view._standInTree()
        #expect(tree.texts.contains("Taps: 0"))
        #expect(tree.tap("Tap"))
        #expect(model.taps == 1)
        tree = view._standInTree()
        #expect(tree.texts.contains("Taps: 1"))
        #expect(!tree.tap("No such button"))
    }

    @Test func taskLoadsAPageAndTheListShowsEachRow() async {
        let model = JobsViewModel()
        let view = JobsView(model: model)
        #expect(view._standInTree().rows.isEmpty)
        await view._standInTree().runTasks()
        let tree = view._standInTree()
        #expect(tree.rows.count == 2)
        #expect(tree.rows.map(\.texts.first) == ["Job 0", "Job 1"])
        #expect(tree.screens.first?.all.contains { $0.navigationTitle == "Jobs" } == true)
    }

    @Test func theLastRowAppearingLoadsTheNextPage() async {
        let model = JobsViewModel()
        await model.loadNextPage()
        let view = JobsView(model: model)
        view._standInTree().rows.last?.appear()
        while model.pagesLoaded < 2 { await Task.yield() }
        #expect(view._standInTree().rows.count == 4)
    }

    @Test func refreshableRunsItsAction() async {
        let model = JobsViewModel()
        await model.loadNextPage()
        await model.loadNextPage()
        #expect(await JobsView(model: model)._standInTree().refresh())
        #expect(model.refreshes == 1)
        #expect(model.jobs.count == 2)
    }

    @Test func theOverlayShowsWhileLoading() {
        let model = JobsViewModel()
        model.isLoading = true
        let overlays = JobsView(model: model)._standInTree().all.flatMap(\.overlays)
        #expect(overlays.flatMap(\.all).contains { $0.kind == .progress && $0.text == "Loading" })
        model.isLoading = false
        #expect(JobsView(model: model)._standInTree().all.flatMap(\.overlays).allSatisfy { $0.all.count == 1 })
    }

    @Test func aTapPushesOntoThePathAndTheDestinationAppears() async {
        let model = JobsViewModel()
        await model.loadNextPage()
        let view = JobsView(model: model)
        #expect(view._standInTree().screens.count == 1)
        #expect(view._standInTree().tap("Open Job 1"))
        #expect(model.path.count == 1)
        let screens = view._standInTree().screens
        #expect(screens.count == 2)
        #expect(screens.last?.texts == ["Detail of Job 1", "Odd"])
        #expect(screens.last?.all.contains { $0.navigationTitle == "Job 1" } == true)
        model.path.removeLast()
        #expect(model.path.isEmpty)
        #expect(view._standInTree().screens.count == 1)
    }

    @Test func aSheetItemPresentsItsContent() async {
        let model = JobsViewModel()
        await model.loadNextPage()
        let view = JobsView(model: model)
        #expect(view._standInTree().presentedSheet == nil)
        #expect(view._standInTree().tap("Preview Job 0"))
        let tree = view._standInTree()
        #expect(tree.presentedSheet?.texts == ["Preview of Job 0"])
        #expect(tree.dismissSheet())
        #expect(model.selected == nil)
        #expect(view._standInTree().presentedSheet == nil)
    }

    @Test func stateBindingsAndTheBuildersOtherForms() {
        let view = CounterView()
        #expect(view._standInTree().tap("Add"))
        #expect(view._standInTree().tap("Add"))
        var tree = view._standInTree()
        #expect(tree.texts == ["Count 2", "Add", "Push", "About", "Item 0", "Item 1"])
        #expect(tree.all.contains { $0.kind == .section && $0.text == "Counter" })
        #expect(tree.tap("Push"))
        tree = view._standInTree()
        #expect(tree.screens.last?.texts == ["Pushed 2"])
        #expect(tree.tap("About"))
        tree = view._standInTree()
        #expect(tree.presentedSheet?.texts == ["About"])
        #expect(tree.dismissSheet())
        tree = view._standInTree()
        #expect(tree.presentedSheet == nil)
        #expect(tree.texts.first == "Count 100")
    }

    @Test func theBuildersForms() {
        #expect(FormsView(mode: .empty, showsFooter: false)._standInTree().texts == ["Available"])
        #expect(FormsView(mode: .one, showsFooter: true)._standInTree().texts == ["One", "Footer", "Available"])
        #expect(FormsView(mode: .erased, showsFooter: false)._standInTree().texts == ["Erased", "Available"])
    }
}
