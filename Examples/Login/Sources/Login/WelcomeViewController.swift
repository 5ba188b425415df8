// Created by mvvmgen from Welcome.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Greets the user who just logged in.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class WelcomeViewController: UIViewController {
    let viewModel: WelcomeViewModel
    private let greetingLabel = UILabel()

    init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        greetingLabel.frame = view.bounds
        greetingLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        greetingLabel.textAlignment = .center
        view.addSubview(greetingLabel)
        connectViewModel()  // shows the greeting, then listens (regenerated)
        appearAction()
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.appearAction() }, for: .touchUpInside)

    func appearAction() {
        viewModel.appear()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleUpdateGreeting(info: Any?) {
        greetingLabel.text = viewModel.greeting
    }
}
#endif
