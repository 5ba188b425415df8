// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// What one row of the feed shows.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
public final class PostCellViewModel: ViewModel<PostCellViewCallbackAction> {
    public let post: Post

    public private(set) var authorName: String = ""
    /// Starts with the sample value; the declared default is `"0 likes"`.
    public private(set) var likesText: String = "12 likes"

    public init(post: Post) {
        self.post = post
        super.init()
    }
}
