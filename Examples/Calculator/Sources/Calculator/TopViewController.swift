// Created by mvvmgen from Calculator.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// A calculator with an LED result and the history of its operations.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
/// Lays out, top to bottom: the LED, the history table, the keypad. It only forwards key
/// presses to the view model and redraws what the view model's callbacks name.
final class TopViewController: UIViewController {
    let viewModel: TopViewModel
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The LED: the number being typed or the last result.
    let resultLabel = UILabel()

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
        view.backgroundColor = .systemBackground

        resultLabel.font = .monospacedDigitSystemFont(ofSize: 56, weight: .regular)
        resultLabel.textAlignment = .right
        // Long numbers shrink instead of being cut off.
        resultLabel.adjustsFontSizeToFitWidth = true
        resultLabel.minimumScaleFactor = 0.3

        tableView.tableFooterView = UIView()  // as in the article: no empty rows below the history

        // The LED and the keys keep their natural height; the table, which has none, takes the rest.
        resultLabel.setContentHuggingPriority(.required, for: .vertical)

        let content = UIStackView(arrangedSubviews: [resultLabel, tableView, makeKeypad()])
        content.axis = .vertical
        content.spacing = 8
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Lay out within the margins, which include the safe area (notch, home indicator).
        content.isLayoutMarginsRelativeArrangement = true
        view.addSubview(content)
        // Registers the history's cells, shows the LED and the history, listens (regenerated).
        connectViewModel()
    }

    // MARK: - Keypad

    /// Rows of keys, like a pocket calculator; each key calls one action method.
    private func makeKeypad() -> UIStackView {
        let digitRows = [[7, 8, 9], [4, 5, 6], [1, 2, 3]]
        let operatorColumn = ["÷", "×", "−"]
        var rows: [[UIButton]] = [[key("C") { $0.clearAction() }, key("Undo") { $0.undoAction() }]]
        for (digits, symbol) in zip(digitRows, operatorColumn) {
            rows.append(digits.map(digitKey) + [operatorKey(symbol)])
        }
        rows.append([digitKey(0), key(".") { $0.inputPointAction() }, key("=") { $0.equalsAction() }, operatorKey("+")])

        let keypad = UIStackView(arrangedSubviews: rows.map(makeRow))
        keypad.axis = .vertical
        keypad.spacing = 8
        keypad.distribution = .fillEqually
        return keypad
    }

    private func makeRow(_ keys: [UIButton]) -> UIStackView {
        let row = UIStackView(arrangedSubviews: keys)
        row.axis = .horizontal
        row.spacing = 8
        row.distribution = .fillEqually
        return row
    }

    private func digitKey(_ digit: Int) -> UIButton {
        key(String(digit)) { $0.inputDigitAction(digit) }
    }

    private func operatorKey(_ symbol: String) -> UIButton {
        key(symbol) { $0.inputOperatorAction(symbol) }
    }

    /// A button titled `title` that runs `action` on this controller. The closure holds the
    /// controller weakly: the controller owns the button, so a strong capture would leak.
    private func key(_ title: String, action: @escaping @MainActor (TopViewController) -> Void) -> UIButton {
        let press = UIAction(title: title) { [weak self] _ in
            guard let self else { return }
            action(self)
        }
        let button = UIButton(type: .system, primaryAction: press)
        button.titleLabel?.font = .systemFont(ofSize: 28)
        return button
    }

    // MARK: - Actions: one per command

    func inputDigitAction(_ digit: Int) {
        viewModel.inputDigit(digit: digit)
    }

    func inputPointAction() {
        viewModel.inputPoint()
    }

    func inputOperatorAction(_ symbol: String) {
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
        tableView.reloadData()
        // Keep the newest operation in sight.
        let count = viewModel.operationCount
        if count > 0 {
            tableView.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .bottom, animated: true)
        }
    }

    func handleReloadResult(info: Any?) {
        resultLabel.text = viewModel.ledString
    }

    // MARK: - Cells

    func configure(_ cell: UITableViewCell, forOperationAt index: Int) {
        var content = cell.defaultContentConfiguration()
        content.text = viewModel.operationText(at: index)
        cell.contentConfiguration = content
    }
}
#endif
