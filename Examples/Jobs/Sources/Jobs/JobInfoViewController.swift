// Created by mvvmgen from Jobs.screen.yaml. This file is yours: mvvmgen never changes it again.
#if canImport(UIKit)
import MVVMRuntime
import UIKit

/// Edits an existing job, or publishes a new one, then goes back.
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
/// A grouped form, a section per group of fields: each row shows a field's title and a
/// text field that writes straight into `viewModel.job`, as the article edits
/// `jobViewModel.jobInfo`.
final class JobInfoViewController: UIViewController {
    let viewModel: JobInfoViewModel
    let tableView = UITableView(frame: .zero, style: .grouped)
    /// The async commands' tasks: a double tap sends one request; leaving cancels them.
    let commandTasks = CommandTasks()

    init(viewModel: JobInfoViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.isEditing ? "编辑职位" : "发布职位"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: viewModel.saveTitle,
            primaryAction: UIAction { [weak self] _ in self?.saveAction() }
        )
        connectViewModel()  // registers the form's cells, adds the HUD, renders, listens (regenerated)
        loadAction()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its commands' work is done.
        if isMovingFromParent || isBeingDismissed || parent?.isBeingDismissed == true {
            commandTasks.cancelAll()
        }
    }

    // MARK: - Actions: one per command, wired with UIAction closures

    func loadAction() {
        startLoad()
    }

    func saveAction() {
        view.endEditing(true)  // the field being typed into has already written its text
        startSave()
    }

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)

    // `.updateHUD`'s handler is generated: the HUD shows `viewModel.hud.message`.

    func handleReloadTable(info: Any?) {
        tableView.reloadData()
    }

    // MARK: - Cells

    func configure(_ cell: UITableViewCell, forCompanyFieldAt index: Int) {
        configure(cell, for: viewModel.companyField(at: index))
    }

    func configure(_ cell: UITableViewCell, forPositionFieldAt index: Int) {
        configure(cell, for: viewModel.positionField(at: index))
    }

    func configure(_ cell: UITableViewCell, forContactFieldAt index: Int) {
        configure(cell, for: viewModel.contactField(at: index))
    }

    private func configure(_ cell: UITableViewCell, for field: JobFormField) {
        var content = cell.defaultContentConfiguration()
        content.text = field.title
        cell.contentConfiguration = content
        // A reused cell keeps its text field; its tag says which field it now edits.
        let textField = (cell.accessoryView as? UITextField) ?? makeTextField()
        textField.tag = field.rawValue
        textField.placeholder = field.placeholder
        textField.text = viewModel.value(of: field)
        cell.accessoryView = textField
    }

    private func makeTextField() -> UITextField {
        let textField = UITextField(frame: CGRect(x: 0, y: 0, width: 220, height: 32))
        let write = UIAction { [weak self, weak textField] _ in
            guard let self, let textField, let field = JobFormField(rawValue: textField.tag) else { return }
            self.viewModel.setValue(textField.text ?? "", of: field)
        }
        textField.addAction(write, for: .editingChanged)
        return textField
    }
}
#endif
