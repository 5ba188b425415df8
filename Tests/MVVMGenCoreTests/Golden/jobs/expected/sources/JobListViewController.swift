// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// My job postings, ten a page, with pull to refresh and load more.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class JobListViewController: UIViewController {
    let viewModel: JobListViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    let commandTasks = CommandTasks()

    init(viewModel: JobListViewModel) {
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
    // button.addAction(UIAction { [weak self] _ in self?.refreshAction() }, for: .touchUpInside)

    func refreshAction() {
        startRefresh()
    }

    func loadMoreAction() {
        startLoadMore()
    }

    func selectJobAction(index: Int) {
        viewModel.selectJob(index: index)
    }

    func publishJobAction() {
        viewModel.publishJob()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleShowMessage(info: Any?) {
        // Update the views that show what `.showMessage` changed.
    }

    func handleHideHUD(info: Any?) {
        // Update the views that show what `.hideHUD` changed.
    }

    func handleReloadTable(info: Any?) {
        // Update the views that show what `.reloadTable` changed.
    }

    func handleUpdateFooter(info: Any?) {
        // Update the views that show what `.updateFooter` changed.
    }

    func handleEndRefresh(info: Any?) {
        // Update the views that show what `.endRefresh` changed.
    }

    // MARK: - Cells
    // Each row shows its item's text until you write, here, how it fills its cell:
    // func configure(_ cell: UITableViewCell, forJobAt index: Int) { … }
}
#endif
