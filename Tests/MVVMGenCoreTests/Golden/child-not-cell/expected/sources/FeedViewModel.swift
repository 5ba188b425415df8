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
    private(set) var previewsItems: [ProfileViewModel] = [ProfileViewModel(name: "Ada")]
    private(set) var namesItems: [String] = ["Ada", "Grace"]

    var previewsCount: Int { previewsItems.count }

    func previews(at index: Int) -> ProfileViewModel {
        previewsItems[index]
    }

    var namesCount: Int { namesItems.count }

    func names(at index: Int) -> String {
        namesItems[index]
    }

    func reload() {
        // Stub: replace with the real logic.
    }
}
