// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// What one row of the feed shows.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class PostCellViewModel: ViewModel<PostCellViewCallbackAction> {
    let post: Post

    private(set) var authorName: String = ""
    /// Starts with the sample value; the declared default is `"0 likes"`.
    private(set) var likesText: String = "12 likes"

    init(post: Post) {
        self.post = post
        super.init()
    }
}
