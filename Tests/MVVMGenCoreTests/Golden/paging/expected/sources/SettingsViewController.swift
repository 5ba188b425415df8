// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Fixed rows in titled sections, and one list of the person's, under a header.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class SettingsViewController: UIViewController {
    let viewModel: SettingsViewModel
    let tableView = UITableView(frame: .zero, style: .plain)

    init(viewModel: SettingsViewModel) {
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

    // MARK: - Cells
    // Each row shows its item's text until you write, here, how it fills its cell:
    // func configure(_ cell: UITableViewCell, forAccountAt index: Int) { … }
    // func configure(_ cell: UITableViewCell, forAboutAt index: Int) { … }
    // func configure(_ cell: UITableViewCell, forDeviceAt index: Int) { … }
}
#endif
