// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// My job postings, ten a page, with pull to refresh and load more.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
/// It only forwards the user's gestures to the view model and redraws what the
/// callbacks name: the article's "BaseTableViewController" part (convention C12).
final class JobListViewController: UIViewController {
    let viewModel: JobListViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    private let refreshControl = UIRefreshControl()
    private let hud = HUDView()
    /// The async commands' tasks: a double tap sends one request; leaving cancels them.
    let commandTasks = CommandTasks()
    private lazy var loadMoreFooter = LoadMoreFooterView { [weak self] in self?.loadMoreAction() }

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
        refreshControl.addAction(UIAction { [weak self] _ in self?.refreshAction() }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
        hud.frame = view.bounds
        view.addSubview(hud)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "发布",
            primaryAction: UIAction { [weak self] _ in self?.publishJobAction() }
        )
        connectViewModel()  // registers the job cells, renders, listens (regenerated)
        refreshAction()  // the first page, as the article loads page 1 on entry
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its commands' work is done.
        if isMovingFromParent || isBeingDismissed || parent?.isBeingDismissed == true {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command, wired with UIAction closures in viewDidLoad

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
        hud.show(message: viewModel.hudMessage, code: viewModel.hudCode)
    }

    func handleHideHUD(info: Any?) {
        hud.hide()
    }

    func handleReloadTable(info: Any?) {
        tableView.reloadData()
    }

    func handleUpdateFooter(info: Any?) {
        // The article removes the footer after a short page: nothing more to load.
        tableView.tableFooterView = viewModel.isFooterVisible ? loadMoreFooter : nil
    }

    func handleEndRefresh(info: Any?) {
        refreshControl.endRefreshing()
        loadMoreFooter.endLoading()
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
