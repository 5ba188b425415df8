// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime
import Observation

/// The browse screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
///
/// `@Observable`: BrowseView reads it directly and SwiftUI shows each change
/// (the swiftui flavour).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
final class BrowseViewModel: ObservableViewModel<BrowseViewCallbackAction> {
    let favorites: Favorites

    var query: String = ""

    init(favorites: Favorites) {
        self.favorites = favorites
        super.init()
    }
}
