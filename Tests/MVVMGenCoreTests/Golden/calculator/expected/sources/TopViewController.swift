// Created by mvvmgen from input.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// A calculator with an LED result and the history of its operations.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
final class TopViewController: UIViewController {
    let viewModel: TopViewModel
    let tableView = UITableView(frame: .zero, style: .plain)

    init(viewModel: TopViewModel) {
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

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.inputDigitAction(digit: 7) }, for: .touchUpInside)

    func inputDigitAction(digit: Int) {
        viewModel.inputDigit(digit: digit)
    }

    func inputPointAction() {
        viewModel.inputPoint()
    }

    func inputOperatorAction(symbol: String) {
        viewModel.inputOperator(symbol: symbol)
    }

    func equalsAction() {
        viewModel.equals()
    }

    func undoAction() {
        viewModel.undo()
    }

    func clearAction() {
        viewModel.clear()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    func handleReloadTable(info: Any?) {
        // Update the views that show what `.reloadTable` changed.
    }

    func handleReloadResult(info: Any?) {
        // Update the views that show what `.reloadResult` changed.
    }

    // MARK: - Cells
    // Each row shows its item's text until you write, here, how it fills its cell:
    // func configure(_ cell: UITableViewCell, forOperationAt index: Int) { … }
}
#endif
