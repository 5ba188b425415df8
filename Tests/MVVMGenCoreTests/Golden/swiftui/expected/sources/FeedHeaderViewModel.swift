// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// Above the posts, made from the feed's objects of the same names.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: FeedHeaderCellView reads it directly and SwiftUI shows each change
/// (the swiftui flavour).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class FeedHeaderViewModel: ObservableViewModel<FeedHeaderViewCallbackAction> {
    let feed: FeedService

    private(set) var greeting: String = "Hello"

    init(feed: FeedService) {
        self.feed = feed
        super.init()
    }
}
