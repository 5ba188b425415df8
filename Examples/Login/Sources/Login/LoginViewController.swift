// Created by mvvmgen from Login.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Signs in with a user name and a password.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class LoginViewController: UIViewController {
    let viewModel: LoginViewModel
    private let usernameField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let errorLabel = UILabel()
    private let progress = UIActivityIndicatorView(style: .medium)
    /// The async commands' tasks: a double tap sends one request; leaving cancels them.
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
        title = "Log in"
        view.backgroundColor = .systemBackground
        usernameField.placeholder = "User name"
        passwordField.placeholder = "Password"
        // Shown as dots, never in clear, and left out of autofill suggestions for other fields.
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log in", for: .normal)
        errorLabel.textColor = .systemRed
        errorLabel.numberOfLines = 0
        for field in [usernameField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.fieldsChanged() }, for: .editingChanged)
        }
        loginButton.addAction(UIAction { [weak self] _ in self?.loginAction() }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [usernameField, passwordField, loginButton, progress, errorLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 120)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        connectViewModel()  // the login button's first state, then callbacks (regenerated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its commands' work is done.
        if isMovingFromParent || isBeingDismissed || parent?.isBeingDismissed == true {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command, and the inputs

    /// Copies the fields into the view model, whose `isLoginEnabled` is derived from them:
    /// each change sends `.updateLoginButton`.
    func fieldsChanged() {
        viewModel.username = usernameField.text ?? ""
        viewModel.password = passwordField.text ?? ""
    }

    func loginAction() {
        startLogin()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleUpdateLoginButton(info: Any?) {
        loginButton.isEnabled = viewModel.isLoginEnabled
        loginButton.alpha = viewModel.isLoginEnabled ? 1 : 0.5
    }

    func handleShowProgress(info: Any?) {
        errorLabel.text = nil
        progress.startAnimating()
    }

    func handleHideProgress(info: Any?) {
        progress.stopAnimating()
    }

    func handleShowError(info: Any?) {
        errorLabel.text = viewModel.errorMessage
    }
}
#endif
