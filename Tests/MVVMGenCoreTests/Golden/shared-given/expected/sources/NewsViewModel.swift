// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// The news screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class NewsViewModel: ViewModel<NewsViewCallbackAction> {
    let services: AppServices

    private(set) var eventItems: [EventCellViewModel] = [.init(summary: "Ada starred mvvmgen")]

    init(services: AppServices) {
        self.services = services
        super.init()
    }

    var eventCount: Int { eventItems.count }

    func event(at index: Int) -> EventCellViewModel {
        eventItems[index]
    }
}
