// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// The feed screen.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class FeedViewController: UIViewController {
    let viewModel: FeedViewModel
    let tableView = UITableView(frame: .zero, style: .plain)

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        viewModel.bind(to: self)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.previewsCellIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.namesCellIdentifier)
        view.addSubview(tableView)
    }

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.reloadAction() }, for: .touchUpInside)

    func reloadAction() {
        viewModel.reload()
    }

    // MARK: - Cells

    func configure(_ cell: UITableViewCell, forPreviewsAt index: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = String(describing: viewModel.previews(at: index))
        cell.contentConfiguration = content
    }

    func configure(_ cell: UITableViewCell, forNamesAt index: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.names(at: index)
        cell.contentConfiguration = content
    }
}
#endif
