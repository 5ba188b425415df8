// runs: swiftui
// The views mvvmgen generates for the golden case `swiftui`, run over the SwiftUI stand-in
// (scripts/run-swiftui-screens.sh, in each lane): bodies are built from the view models,
// taps route through a StackNavigator (a push lands on the path and its destination shows,
// a present shows a sheet that closes itself, a reset replaces the root), lists show their
// rows, a paged list loads its first page on entry and the next at its last row, pull to
// refresh loads again, and the HUD is laid over the screen.

import MVVMRuntime
import MVVMRuntimeSwiftUI
import SwiftUI
import Testing

@testable import SwiftUIGolden

@MainActor
struct SwiftUIGoldenRuns {
    /// The app's stack as a scene shows it: the file's router, the feed at the bottom.
    func app() -> (navigator: StackNavigator, stack: ScreenStack) {
        let router = ViewRouter()
        router.registerInputScreens()
        let navigator = StackNavigator(root: FeedViewModel(feed: StubFeedService()), router: router)
        return (navigator, ScreenStack(navigator: navigator))
    }

    @Test func everyBodyIsBuiltFromItsViewModel() {
        #expect(LoginView(viewModel: LoginViewModel())._standInTree().texts.contains("isLoginEnabled: false"))
        #expect(ProfileView(viewModel: ProfileViewModel(name: "Ada"))._standInTree().button("signOut") != nil)
        #expect(PostCellView(viewModel: PostCellViewModel(post: .welcome))._standInTree().texts == ["authorName: Ada"])
        let feed = FeedView(viewModel: FeedViewModel(feed: StubFeedService()))._standInTree()
        #expect(feed.all.contains { $0.navigationTitle == "Feed" })
    }

    @Test func aTableShowsARowPerItemOfEachList() {
        let tree = FeedView(viewModel: FeedViewModel(feed: StubFeedService()))._standInTree()
        #expect(tree.rows.count == 2)
        #expect(tree.rows.map(\.texts) == [["authorName: Ada"], ["Sale"]])
        #expect(tree.all.contains { $0.kind == .section && $0.text == "Offers" })
        #expect(tree.texts.first == "greeting: Hello", "the header's cell above the rows")
    }

    @Test func aTapThatPushesShowsTheDestinationOnTheStack() {
        let (navigator, stack) = app()
        #expect(stack._standInTree().screens.count == 1)
        #expect(stack._standInTree().tap("author"))
        #expect(navigator.path.count == 1)
        let screens = stack._standInTree().screens
        #expect(screens.count == 2)
        #expect(screens.last?.button("signOut") != nil)
        let profile = navigator.path.last?.viewModel as? ProfileViewModel
        #expect(profile?.name == "Ada")
        #expect(profile?.navigator === navigator)
    }

    @Test func aTapThatPresentsShowsASheetThatClosesItself() {
        let (navigator, stack) = app()
        #expect(stack._standInTree().tap("compose"))
        let sheet = stack._standInTree().presentedSheet
        #expect(sheet?.screens.first?.texts.contains("isLoginEnabled: false") == true)
        #expect(navigator.sheet?.navigator.root is LoginViewModel)
        #expect(sheet?.tap("done") == true)
        #expect(navigator.sheet == nil)
        #expect(stack._standInTree().presentedSheet == nil)
    }

    @Test func aSwipeDownDismissesTheSheet() {
        let (navigator, stack) = app()
        #expect(stack._standInTree().tap("compose"))
        #expect(stack._standInTree().dismissSheet())
        #expect(navigator.sheet == nil)
    }

    @Test func aResetReplacesTheRootWhateverWasPushed() {
        let (navigator, stack) = app()
        #expect(stack._standInTree().tap("author"))
        #expect(stack._standInTree().tap("signOut"))
        #expect(navigator.root is LoginViewModel)
        #expect(navigator.path.isEmpty)
        #expect(stack._standInTree().screens.count == 1)
    }

    @Test func aRouteBackPops() {
        let (navigator, stack) = app()
        navigator.push(InboxViewModel(), animated: true)
        #expect(stack._standInTree().screens.count == 2)
        #expect(stack._standInTree().tap("back"))
        #expect(navigator.path.isEmpty)
    }

    @Test func thePagedListLoadsItsFirstPageThenTheNextAtTheLastRow() async {
        let viewModel = InboxViewModel()
        let view = InboxView(viewModel: viewModel)
        await view._standInTree().runTasks()
        #expect(viewModel.messagePaging.pagesLoaded == 1)
        var tree = view._standInTree()
        #expect(tree.rows.map(\.texts) == [["Welcome"], ["Hello again"]])
        #expect(tree.button("Load more") != nil, "a full page: more may follow")
        tree.rows.last?.appear()
        await viewModel.commandTasks.idle()
        #expect(viewModel.messagePaging.pagesLoaded == 2)
        tree = view._standInTree()
        #expect(tree.button("Load more") == nil)
        #expect(tree.texts.contains("That is all"))
    }

    @Test func pullToRefreshLoadsTheFirstPageAgain() async {
        let viewModel = InboxViewModel()
        await viewModel.loadFirstMessagePage()
        await viewModel.loadNextMessagePage()
        #expect(viewModel.messagePaging.pagesLoaded == 2)
        #expect(await InboxView(viewModel: viewModel)._standInTree().refresh())
        #expect(viewModel.messagePaging.pagesLoaded == 1)
    }

    @Test func theHUDIsLaidOverTheScreen() {
        let viewModel = InboxViewModel()
        let view = InboxView(viewModel: viewModel)
        #expect(view._standInTree().all.flatMap(\.overlays).flatMap(\.texts).isEmpty)
        viewModel.showHUD(HUDMessage("Saved", code: "8888"))
        #expect(view._standInTree().all.flatMap(\.overlays).flatMap(\.texts) == ["Saved (8888)"])
        viewModel.showHUD(.progress("Archiving"))
        let progress = view._standInTree().all.flatMap(\.overlays).flatMap(\.all).filter { $0.kind == .progress }
        #expect(progress.map(\.text) == ["Archiving"])
        viewModel.hideHUD()
        #expect(view._standInTree().all.flatMap(\.overlays).flatMap(\.all).allSatisfy { $0.kind == .group })
    }

    @Test func eventsReachTheViewOnceAndTheSpyToo() async {
        let viewModel = LoginViewModel()
        let view = LoginView(viewModel: viewModel)
        #expect(view._standInTree().tap("cancel"))
        #expect(viewModel.events.pending.count == 1)
        let delivered = await viewModel.events.next()
        if case .close? = delivered {} else { Issue.record("expected .close, got \(String(describing: delivered))") }
        #expect(viewModel.events.pending.isEmpty, "delivered once")
    }

    @Test func everyGeneratedPreviewIsListedAndBuildsItsScreen() {
        // The lane's module, whose generated files hold the previews.
        let module = String(reflecting: LoginViewModel.self).prefix { $0 != "." }
        let previews = _StandIn.previews(inModuleOf: "\(module)/")
        #expect(previews.map(\.name) == ["Feed", "Inbox", "Inbox, HUD shown", "Login", "Profile"])
        for preview in previews {
            #expect(!preview.tree().texts.isEmpty, "\(preview.name ?? "?") shows nothing")
        }
        let hud = previews.first { $0.name == "Inbox, HUD shown" }?.tree()
        #expect(hud?.all.contains { !$0.overlays.isEmpty } == true, "the HUD preview shows the overlay")
    }
}
