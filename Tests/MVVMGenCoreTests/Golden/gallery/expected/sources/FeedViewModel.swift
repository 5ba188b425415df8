// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The feed screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class FeedViewModel: ViewModel<FeedViewCallbackAction> {
    let clock = Clock(now: 0)
    let feed: FeedService

    private(set) var title: String = "Feed"
    private(set) var isLoading: Bool = false
    private(set) var postItems: [PostCellViewModel] = [.init(post: .welcome), .init(post: .welcome)]
    private(set) var bannerItems: [String] = ["Sale"]

    init(feed: FeedService) {
        self.feed = feed
        super.init()
    }

    var postCount: Int { postItems.count }

    func post(at index: Int) -> PostCellViewModel {
        postItems[index]
    }

    var bannerCount: Int { bannerItems.count }

    func banner(at index: Int) -> String {
        bannerItems[index]
    }

    func reload() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadTable)
    }

    func like(postId: Int, twice: Bool) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadTable)
    }

    func openPost(index: Int) {
        // Stub: replace with the real logic.
    }
}
