// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

@testable import Screens

/// Behaviour of FeedHeaderViewModel (convention C5): it is the view model, when is each
/// call the view makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for the view and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("FeedHeaderViewModel")
struct FeedHeaderViewModelTests {
    let spy = CallbackSpy<FeedHeaderViewCallbackAction>()

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        let viewModel = FeedHeaderViewModel.model(with: spy, feed: StubFeedService())
        _ = viewModel.greeting
    }
}
