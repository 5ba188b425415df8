// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The feed screen.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
public final class FeedViewController: UIViewController {
    public let viewModel: FeedViewModel
    public let tableView = UITableView(frame: .zero, style: .plain)

    public init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        viewModel.bind(to: self)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.register(PostCellView.self, forCellReuseIdentifier: Self.postCellIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.bannerCellIdentifier)
        view.addSubview(tableView)
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.reloadAction() }, for: .touchUpInside)

    public func reloadAction() {
        Task {
            await viewModel.reload()
        }
    }

    public func likeAction(postId: Int, twice: Bool) {
        viewModel.like(postId: postId, twice: twice)
    }

    public func openPostAction(index: Int) {
        viewModel.openPost(index: index)
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    public func handleReloadTable(info: Any?) {
        // Update the views that show what `.reloadTable` changed.
    }

    public func handleShowError(info: Any?) {
        // Update the views that show what `.showError` changed.
    }

    // MARK: - Cells

    public func configure(_ cell: UITableViewCell, forPostAt index: Int) {
        (cell as? PostCellView)?.configure(with: viewModel.post(at: index))
    }

    public func configure(_ cell: UITableViewCell, forBannerAt index: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.banner(at: index)
        cell.contentConfiguration = content
    }
}
#endif
