// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// My job postings, ten a page, with pull to refresh and load more.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
/// The refresh control, the load-more footer and the HUD are wired by the generated
/// `connectViewModel()`: this file lays out the table and fills its cells.
final class JobListViewController: UIViewController {
    let viewModel: JobListViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The page loads' tasks: a double pull sends one request; leaving cancels them.
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
        title = "我的职位"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.delegate = self
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "发布",
            primaryAction: UIAction { [weak self] _ in self?.publishJobAction() }
        )
        // Registers the cells, adds pull to refresh, renders, listens, loads page 1 (regenerated).
        connectViewModel()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its loads' work is done.
        if isMovingFromParent || isBeingDismissed || parent?.isBeingDismissed == true {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command

    func selectJobAction(index: Int) {
        viewModel.selectJob(index: index)
    }

    func publishJobAction() {
        viewModel.publishJob()
    }

    // MARK: - Cells

    func configure(_ cell: UITableViewCell, forJobAt index: Int) {
        let job = viewModel.job(at: index)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = job.name
        content.secondaryText = "\(job.companyName) · \(job.showDate)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
    }
}

/// Row taps open the job's editor; the data source half is generated.
extension JobListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectJobAction(index: indexPath.row)
    }
}
#endif
