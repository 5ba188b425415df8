// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import HandedBackCore
import MVVMRuntime

/// The language picker screen.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class LanguagePickerViewModel: ViewModel<LanguagePickerViewCallbackAction> {
    let services: AppServices
    let onPick: (String) -> Void

    private(set) var languageItems: [String] = []

    init(services: AppServices, onPick: @escaping (String) -> Void) {
        self.services = services
        self.onPick = onPick
        super.init()
    }

    var languageCount: Int { languageItems.count }

    func language(at index: Int) -> String {
        languageItems[index]
    }

    func pick(index: Int) {
        // Stub: replace with the real logic.
    }
}
