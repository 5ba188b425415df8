// The built-in template ViewController.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewController = #"""
#if canImport(UIKit)
{{ imports|importLines:"MVVMRuntime UIKit" }}

{% if screen.summaryText %}
/// {{ screen.summaryText|doc }}
{% else %}
/// The {{ screen.words }} screen.
{% endif %}
///
/// Owns its view model strongly; the view model points back weakly (convention C1).
{{ access }}final class {{ screen.controller }}: {{ screen.baseController }} {
    {{ access }}let viewModel: {{ screen.viewModel }}
{% if screen.isTable %}
    {{ access }}let tableView = UITableView(frame: .zero, style: .plain)
{% endif %}
{% if screen.asyncCommands %}
    {{ access }}let commandTasks = CommandTasks()
{% endif %}

    {{ access }}init(viewModel: {{ screen.viewModel }}) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    {{ access }}required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported: use init(viewModel:)")
    }

    {{ access }}override func viewDidLoad() {
        super.viewDidLoad()
{% if screen.isTable %}
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
{% endif %}
        // Registers cells, renders the view model's state and listens to it (regenerated).
        connectViewModel()
    }
{% if screen.asyncCommands %}

    {{ access }}override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Popped or dismissed (itself or its navigation controller): its commands' work is done.
        let parentIsBeingDismissed = parent?.isBeingDismissed ?? false
        if isMovingFromParent || isBeingDismissed || parentIsBeingDismissed {
            commandTasks.cancelAll()
        }
    }
{% endif %}
{% if screen.commands %}

    // MARK: - Actions: one per command. Connect them to controls, e.g.
    // button.addAction(UIAction { [weak self] _ in self?.{{ screen.commands.0.actionExample }} }, for: .touchUpInside)
{% endif %}
{% for command in screen.commands %}

    {% wrap %}{{ access }}func {{ command.action }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}) {{% endwrap %}
{% if command.isAsync %}
        {% wrap %}{{ command.start }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.name }}{% enditem %}{% endfor %}){% endwrap %}
{% else %}
        {% wrap %}viewModel.{{ command.name }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.name }}{% enditem %}{% endfor %}){% endwrap %}
{% endif %}
    }
{% endfor %}
{% if screen.hasCallbacks %}

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)
{% if screen.hasStandardCallbacks %}
    // Those of `hud` and `paging` are generated: write one here to replace it.
{% endif %}
{% endif %}
{% for callback in screen.callbacks %}
{% if not callback.standard %}

    {{ access }}func {{ callback.handler }}(info: {{ callback.infoType }}) {
        // Update the views that show what `.{{ callback.name }}` changed.
    }
{% endif %}
{% endfor %}
{% if screen.hasPlainLists %}

    // MARK: - Cells
    // Each row shows its item's text until you write, here, how it fills its cell:
{% for list in screen.lists %}
{% if not list.childCellView %}
    // {{ access }}func configure(_ cell: UITableViewCell, {{ list.configureLabel }} index: Int) { … }
{% endif %}
{% endfor %}
{% endif %}
}
#endif

"""#
}
