// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// The posts, and offers under them.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: FeedView reads it directly and SwiftUI shows each change
/// (the swiftui flavour). Events reach the view through `sendEvent(_:)`, once each.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class FeedViewModel: ObservableViewModel<FeedViewCallbackAction> {
    let feed: FeedService

    private(set) var headline: String = "Today"
    private(set) var postItems: [PostCellViewModel] = [PostCellViewModel(post: .welcome)]
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
}
