// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Log in before posting.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class LoginViewController: UIViewController {
    let viewModel: LoginViewModel
    let commandTasks = CommandTasks()

    init(viewModel: LoginViewModel) {
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
    // button.addAction(UIAction { [weak self] _ in self?.loginAction() }, for: .touchUpInside)

    func loginAction() {
        startLogin()
    }

    func cancelAction() {
        viewModel.cancel()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleValidationChanged(info: Any?) {
        // Update the views that show what `.validationChanged` changed.
    }

    func handleShowError(info: Any?) {
        // Update the views that show what `.showError` changed.
    }

    func handleClose(info: Any?) {
        // Update the views that show what `.close` changed.
    }
}
#endif
