// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The first screen, a greeting and the ways to the notes and to syncing.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class HomeViewController: UIViewController {
    let viewModel: HomeViewModel
    let titleLabel = UILabel()

    init(viewModel: HomeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.frame = view.bounds
        view.addSubview(titleLabel)
        // Registers cells, renders the view model's state and listens to it (regenerated).
        connectViewModel()
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.refreshAction() }, for: .touchUpInside)

    func refreshAction() {
        viewModel.refresh()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleReloadTitle(info: Any?) {
        titleLabel.text = viewModel.title
    }
}
#endif
