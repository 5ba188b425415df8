// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import HandedBackCore
import MVVMRuntime
import UIKit

/// The settings screen.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class SettingsViewController: UIViewController {
    let viewModel: SettingsViewModel
    let commandTasks = CommandTasks()

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Registers cells, renders the view model's state and listens to it (regenerated).
        connectViewModel()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its commands' work is done.
        let parentIsBeingDismissed = parent?.isBeingDismissed ?? false
        if isMovingFromParent || isBeingDismissed || parentIsBeingDismissed {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.logoutAction() }, for: .touchUpInside)

    func logoutAction() {
        viewModel.logout()
    }

    func exportAction(then: @escaping () -> Void) {
        startExport(then: then)
    }

    func exportFailedAction() {
        viewModel.exportFailed()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleLoggedOut(info: Any?) {
        // Update the views that show what `.loggedOut` changed.
    }

    func handleShowError(info: String?) {
        // Update the views that show what `.showError` changed.
    }
}
#endif
