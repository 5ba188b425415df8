// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Finds repositories by name, twenty a page.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class LookupViewController: UIViewController {
    let viewModel: LookupViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    let commandTasks = CommandTasks()

    init(viewModel: LookupViewModel) {
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
        let parentIsBeingDismissed = parent?.isBeingDismissed ?? false
        if isMovingFromParent || isBeingDismissed || parentIsBeingDismissed {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.selectResultAction(index: 0) }, for: .touchUpInside)

    func selectResultAction(index: Int) {
        viewModel.selectResult(index: index)
    }

    func searchAction(query: String) {
        viewModel.search(query: query)
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)
    // Those of `hud` and `paging` are generated: write one here to replace it.
}
#endif
