// The built-in template ViewControllerCallbacks.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewControllerCallbacks = #"""
#if canImport(UIKit)
{% if screen.hasStandardCallbacks %}
{{ imports|importLines:"MVVMRuntime MVVMRuntimeUIKit UIKit" }}
{% else %}
{{ imports|importLines:"MVVMRuntime UIKit" }}
{% endif %}

/// What {{ screen.controller }}.swift implements: one handler per callback action of
/// {{ screen.viewModel }}{{ screen.handlingExtra }}. The compiler names anything missing there.
@MainActor
{{ access }}protocol {{ screen.callbackHandling }}: AnyObject {
    var viewModel: {{ screen.viewModel }} { get }
{% if screen.isTable %}
    var tableView: UITableView { get }
{% endif %}
{% if screen.asyncCommands %}
    /// The tasks of the async commands: the controller owns them.
    var commandTasks: CommandTasks { get }
{% endif %}
{% if screen.isPaged %}
{% if screen.paging.loadMore %}
    /// Loads the next page of `{{ screen.paging.list }}` as the controller's task (generated below).
    @discardableResult
    func {{ screen.paging.startNext }}() -> Bool
{% endif %}
{% endif %}
{% for callback in screen.callbacks %}
{% if callback.isEvent %}
    /// Handles `.{{ callback.name }}` (an event).
{% else %}
    /// Handles `.{{ callback.name }}`; also applied once, info nil, at the first render.
{% endif %}
{% if callback.summaryText %}
    /// {{ callback.summaryText|doc }}
{% endif %}
    func {{ callback.handler }}(info: {{ callback.infoType }})
{% endfor %}
{% if screen.isTable %}
{% for list in screen.lists %}
{% if not list.childCellView %}
    /// Fills a cell of `{{ list.name }}` from `viewModel.{{ list.accessor }}(at:)`.
    func configure(_ cell: UITableViewCell, {{ list.configureLabel }} index: Int)
{% endif %}
{% endfor %}
{% endif %}
}
{% if screen.isTable %}

extension {{ screen.callbackHandling }} {
{% for list in screen.lists %}
{% if not list.childCellView %}
    /// Until the controller has its own: the row's text, so a list added later still fills.
    {{ access }}func configure(_ cell: UITableViewCell, {{ list.configureLabel }} index: Int) {
        var content = cell.defaultContentConfiguration()
{% if list.itemIsString %}
        content.text = viewModel.{{ list.accessor }}(at: index)
{% else %}
        content.text = RowText.of(viewModel.{{ list.accessor }}(at: index) as Any)
{% endif %}
        cell.contentConfiguration = content
    }
{% endif %}
{% endfor %}
}
{% endif %}
{% if screen.asyncCommands %}

extension {{ screen.callbackHandling }} {
    /// Until the controller has its own (one created before this screen had async commands):
    /// the view model's tasks, which leaving the screen does not cancel.
    {{ access }}var commandTasks: CommandTasks { viewModel.commandTasks }
}
{% endif %}
{% if screen.hasStandardCallbacks %}

/// The handlers of the callbacks `hud` and `paging` add. A handler of the same name in
/// {{ screen.controller }}.swift replaces one.
extension {{ screen.callbackHandling }} where Self: UIViewController {
{% for callback in screen.callbacks %}
{% if callback.standard %}
{% if not forloop.first %}

{% endif %}
    /// {{ callback.summaryText|doc }}
    {{ access }}func {{ callback.handler }}(info: {{ callback.infoType }}) {
{% if callback.updatesHUD %}
        HUDView.of(view).show(viewModel.hud.message)
{% elif callback.reloadsRows %}
        tableView.reloadData()
{% elif screen.paging.loadMore %}
        {% wrap %}tableView.showPaging({% item %}viewModel.{{ screen.paging.property }}{% enditem %}{% item %}loadMoreTitle: {{ screen.paging.loadMoreTitle }}{% enditem %}{% item %}allLoadedText: {{ screen.paging.allLoadedText }}{% enditem %}{% item %}loadMore: { [weak self] in self?.{{ screen.paging.startNext }}() }{% enditem %}){% endwrap %}
{% else %}
        if !viewModel.{{ screen.paging.property }}.isRefreshing {
            tableView.refreshControl?.endRefreshing()
        }
{% endif %}
    }
{% endif %}
{% endfor %}
}
{% endif %}

extension {{ screen.controller }}: ViewModelCallbackReceiver, {{ screen.callbackHandling }} {
    /// The one callback method (convention C2): runs the handler of every action sent.
    {{ access }}func callBack(action: {{ screen.callbackAction }}, info: Any?) {
{% for callback in screen.callbacks %}
        if action.contains(.{{ callback.name }}) {
            {{ callback.handler }}(info: info{{ callback.infoCast }})
        }
{% endfor %}
    }

    /// Connects the views to the view model as the YAML says; `viewDidLoad` calls it once.
{% if screen.isTable %}
    /// Regenerated with the YAML, it registers the cell of every list (a list added or
    /// switched to child cells later included), makes this controller the data source,
{% else %}
    /// Regenerated with the YAML, it
{% endif %}
    /// renders the current state, then listens to the view model (callbacks it sent
    /// before are delivered now).
    {{ access }}func connectViewModel() {
{% if screen.title %}
        title = {{ screen.title }}
{% endif %}
{% if screen.isTable %}
{% for list in screen.lists %}
        tableView.register({{ list.cellClass }}.self, forCellReuseIdentifier: Self.{{ list.cellIdentifier }})
{% endfor %}
        tableView.dataSource = self
{% endif %}
{% if screen.header %}
        let header = {{ screen.header.view }}(style: .default, reuseIdentifier: nil)
        header.show(viewModel.{{ screen.header.property }})
        tableView.showHeader(header)
{% endif %}
{% if screen.paging.refresh %}
        tableView.addPullToRefresh { [weak self] in self?.{{ screen.paging.startFirst }}() }
{% endif %}
{% if screen.refresh %}
        tableView.addPullToRefresh(running: "{{ screen.refresh }}", on: commandTasks) { [viewModel] in
            await viewModel.{{ screen.refresh }}()
        }
{% endif %}
{% if screen.isTabBar %}
        // Each tab has its own navigation stack, and its screens a navigator for that stack.
{% for tab in screen.tabs %}
        let {{ tab.variable }} = viewModel.{{ tab.factory }}()
        {% wrap %}let {{ tab.stack }} = UINavigationController({% item %}rootViewController: {{ tab.controller }}(viewModel: {{ tab.variable }}){% enditem %}){% endwrap %}
        {% wrap %}{{ tab.stack }}.tabBarItem = UITabBarItem({% item %}title: {{ tab.title }}{% enditem %}{% item %}image:{% if tab.imageName %} UIImage({% if tab.isSystemImage %}systemName{% else %}named{% endif %}: {{ tab.imageName }}){% else %} nil{% endif %}{% enditem %}{% item %}selectedImage: nil{% enditem %}){% endwrap %}
        {{ tab.variable }}.navigator = viewModel.navigator?.navigator(forTab: {{ tab.stack }})
{% endfor %}
        viewControllers = [{{ screen.tabStackNames|join:", " }}]
{% endif %}
{% if screen.isSegmented %}
        // Each segment shows its screen as a child controller. Their view models share this
        // screen's navigator: their routes push onto this screen's stack.
{% for tab in screen.tabs %}
        let {{ tab.variable }} = viewModel.{{ tab.factory }}()
        {{ tab.variable }}.navigator = viewModel.navigator
{% endfor %}
        {% wrap %}let segmentTitles = [{% for tab in screen.tabs %}{% item %}{{ tab.title }}{% enditem %}{% endfor %}]{% endwrap %}
        {% wrap %}let segmentControllers: [UIViewController] = [{% for tab in screen.tabs %}{% item %}{{ tab.controller }}(viewModel: {{ tab.variable }}){% enditem %}{% endfor %}]{% endwrap %}
        showSegments(titles: segmentTitles, controllers: segmentControllers)
{% endif %}
{% if screen.asyncCommands %}
        viewModel.useCommandTasks(commandTasks)  // what the view model starts runs as this controller's tasks too
{% endif %}
        renderCurrentState()
        viewModel.bind(to: self)
{% if screen.isPaged %}
        if viewModel.{{ screen.paging.property }}.pagesLoaded == 0 {
            {{ screen.paging.startFirst }}()  // the first page on entry, as the articles load page 1
        }
{% endif %}
    }

    /// The first render: runs the handler of every state callback once, with info nil, as
    /// if the view model had just sent it. Events (`event: true`) are not replayed.
    {{ access }}func renderCurrentState() {
{% if screen.stateCallbacks.1 %}
        callBack(action: [{{ screen.stateCallbacks|join:", " }}], info: nil)
{% elif screen.stateCallbacks %}
        callBack(action: {{ screen.stateCallbacks.0 }}, info: nil)
{% endif %}
    }
}
{% if screen.asyncCommands %}

/// The async commands, each run as a task the controller owns: cancelled when the screen
/// leaves or the controller goes away; the task holds the view model, not the controller.
extension {{ screen.controller }} {
{% for command in screen.asyncCommands %}
{% if not forloop.first %}

{% endif %}
{% if command.restarts %}
    /// Runs `{{ command.name }}` as this controller's task; a call while one runs cancels it and
    /// starts again (the newest input wins). Returns true.
{% elif command.runsSideBySide %}
    /// Runs `{{ command.name }}` as this controller's task; calls run side by side. Returns true.
{% else %}
    /// Runs `{{ command.name }}` as this controller's task; a call while one runs does nothing
    /// (a double tap sends one request). Returns whether it started.
{% endif %}
    @discardableResult
    {% wrap %}{{ access }}func {{ command.start }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}) -> Bool {{% endwrap %}
        commandTasks.run("{{ command.name }}", whileRunning: {{ command.policy }}) { [viewModel] in
            {% wrap %}await viewModel.{{ command.name }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.name }}{% enditem %}{% endfor %}){% endwrap %}
        }
    }
{% endfor %}
}
{% endif %}
{% if screen.isTable %}
{% if screen.hasLists %}

/// The table's sections, one per list, in the YAML's order. Compare `indexPath.section` with
/// these (`{{ screen.sectionType }}(rawValue: indexPath.section)`), never with a number: a list
/// added before another moves that one's section.
{{ access }}enum {{ screen.sectionType }}: Int, CaseIterable {
{% for list in screen.lists %}
    case {{ list.name }}
{% endfor %}
}
{% endif %}

/// The table reads the view model's data interfaces (convention C4): one section per list.
extension {{ screen.controller }}: UITableViewDataSource {
{% for list in screen.lists %}
    {{ access }}static let {{ list.cellIdentifier }} = "{{ list.name }}"
{% endfor %}

    {{ access }}func numberOfSections(in tableView: UITableView) -> Int {
        {{ screen.lists.count }}
    }

    {{ access }}func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
{% if not screen.hasLists %}
        0
{% else %}
        switch {{ screen.sectionType }}(rawValue: section) {
{% for list in screen.lists %}
        case .{{ list.name }}?: viewModel.{{ list.countName }}
{% endfor %}
        case nil: 0
        }
{% endif %}
    }
{% if screen.hasSectionTitles %}

    {{ access }}func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch {{ screen.sectionType }}(rawValue: section) {
{% for list in screen.lists %}
{% if list.title %}
        case .{{ list.name }}?: {{ list.title }}
{% endif %}
{% endfor %}
        default: nil
        }
    }
{% endif %}

    {{ access }}func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
{% if not screen.hasLists %}
        UITableViewCell()
{% else %}
        switch {{ screen.sectionType }}(rawValue: indexPath.section) {
{% for list in screen.lists %}
        case .{{ list.name }}?:
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.{{ list.cellIdentifier }}, for: indexPath)
{% if list.childCellView %}
            if let cell = cell as? {{ list.childCellView }} {
                cell.show(viewModel.{{ list.accessor }}(at: indexPath.row))
            } else {
                assertionFailure("`{{ list.name }}` rows need {{ list.childCellView }}, not \(type(of: cell))")
            }
{% else %}
            configure(cell, {{ list.configureLabel }}: indexPath.row)
{% endif %}
            return cell
{% endfor %}
        case nil:
            return UITableViewCell()
        }
{% endif %}
    }
}
{% endif %}
#endif

"""#
}
