// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// The post cell screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: PostCellView reads it directly and SwiftUI shows each change
/// (the swiftui flavour).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class PostCellViewModel: ObservableViewModel<PostCellViewCallbackAction> {
    let post: Post

    /// Starts with the sample value; the declared default is `""`.
    private(set) var authorName: String = "Ada"

    init(post: Post) {
        self.post = post
        super.init()
    }
}
