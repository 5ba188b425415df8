// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The feed screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
public final class FeedViewModel: ViewModel<FeedViewCallbackAction> {
    public let clock = Clock(now: 0)
    public let feed: FeedService

    public private(set) var title: String = "Feed"
    public private(set) var isLoading: Bool = false
    private(set) var postItems: [PostCellViewModel] = [.init(post: .welcome), .init(post: .welcome)]
    private(set) var bannerItems: [String] = ["Sale"]

    public init(feed: FeedService) {
        self.feed = feed
        super.init()
    }

    public var postCount: Int { postItems.count }

    public func post(at index: Int) -> PostCellViewModel {
        postItems[index]
    }

    public var bannerCount: Int { bannerItems.count }

    public func banner(at index: Int) -> String {
        bannerItems[index]
    }

    public func reload() async {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadTable)
    }

    public func like(postId: Int, twice: Bool) {
        // Stub: sends the declared callbacks. Replace with the real logic.
        callBack(.reloadTable)
    }

    public func openPost(index: Int) {
        // Stub: replace with the real logic.
    }
}
