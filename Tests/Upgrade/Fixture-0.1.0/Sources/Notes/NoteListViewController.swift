// Created by mvvmgen from ../../Screens/Notes.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The notes, a page at a time.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class NoteListViewController: UIViewController {
    let viewModel: NoteListViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    let commandTasks = CommandTasks()

    init(viewModel: NoteListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
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

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)
    // Those of `hud` and `paging` are generated: write one here to replace it.
}
#endif
