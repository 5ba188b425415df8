// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Uploads the notes and says how it went.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class SyncViewController: UIViewController {
    let viewModel: SyncViewModel
    let commandTasks = CommandTasks()

    init(viewModel: SyncViewModel) {
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
        if isMovingFromParent || isBeingDismissed || parent?.isBeingDismissed == true {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.uploadAction() }, for: .touchUpInside)

    func uploadAction() {
        startUpload()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleReloadStatus(info: Any?) {
        // Update the views that show what `.reloadStatus` changed.
    }
}
#endif
