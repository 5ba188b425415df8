// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
import Foundation
import MVVMRuntime

/// A UIKit screen that pushes a SwiftUI one.
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
final class SettingsViewModel: ViewModel<SettingsViewCallbackAction> {
    private(set) var version: String = "1.0"
}
