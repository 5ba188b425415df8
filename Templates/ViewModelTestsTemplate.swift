// The built-in template ViewModelTests.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewModelTests = #"""
{{ imports|importLines:"Foundation MVVMRuntime MVVMRuntimeTesting Testing" }}  {# the YAML may name Foundation types (URL, Date, UUID…) #}

{% if moduleName %}
@testable import {{ moduleName }}

{% endif %}
/// Behaviour of {{ screen.viewModel }} (convention C5): it is the view model, when is each
/// call{% if screen.isSwiftUI %} the view{% else %} the controller{% endif %} makes, should is what changes in its data interfaces and the
/// callbacks it sends. The spy stands in for{% if screen.isSwiftUI %} the view{% else %} the controller{% endif %} and records the callbacks.
///
/// These checks hold for any implementation, the stubs' and your logic's: they only check
/// what the screen file declares. Write what your logic should do where a test says
/// `Your expectation`.
@MainActor
@Suite("{{ screen.viewModel }}")
struct {{ screen.tests }} {
    let spy = CallbackSpy<{{ screen.callbackAction }}>()
{% if screen.test.navigates %}
    /// Every view model here shows screens through it: a command that takes a route is
    /// recorded, not stopped for want of a navigator.
    let navigator = RecordingNavigator()
{% endif %}
{% if screen.test.readsData %}

{% if screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("its data interfaces can be read: every property, every row of every list")
    func dataInterfacesCanBeRead() throws {
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% for property in screen.test.properties %}
        _ = viewModel.{{ property }}
{% endfor %}
{% for list in screen.test.lists %}
        let {{ list.count }} = viewModel.{{ list.count }}
        try #require({{ list.count }} >= 0)
        for index in 0..<{{ list.count }} {
            _ = viewModel.{{ list.accessor }}(at: index)
        }
{% endfor %}
    }
{% endif %}
{% for command in screen.test.commands %}

{% if screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("{{ command.title }}")
{% if command.isAsync or screen.asyncCommands %}
    func {{ command.testName }}() async {
{% else %}
    func {{ command.testName }}() {
{% endif %}
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% if screen.test.navigates %}
        viewModel.navigator = navigator
{% endif %}
        let declared = {{ screen.callbackAction }}.Sends.{{ command.name }}
{% if command.rowLists %}
        // Only with a row to pick, as the table calls it: give the view model rows (a stub
        // service's, a list's sample) so that this test runs {{ command.name }}.
        if{% for list in command.rowLists %}{% if not forloop.first %},{% endif %} viewModel.{{ list.count }} > 0{% endfor %} {
{% if command.isAsync %}
            {% wrap %}await viewModel.{{ command.name }}({% for argument in command.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% else %}
            {% wrap %}viewModel.{{ command.name }}({% for argument in command.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% endif %}
        }
{% elif command.isAsync %}
        {% wrap %}await viewModel.{{ command.name }}({% for argument in command.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% else %}
        {% wrap %}viewModel.{{ command.name }}({% for argument in command.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% endif %}
{% if screen.asyncCommands %}
        // What it started (an async command{% if screen.isPaged %}, a page load{% endif %}) has sent its callbacks too.
        await viewModel.commandTasks.idle()
{% endif %}
        #expect(spy.receivedActions.isSubset(of: declared))
        // Your expectation: what {{ command.name }} changes and which callbacks it sends
        // (a delayed one: `let call = try await spy.next()`, then `call.action`, `call.info`).
    }
{% endfor %}
{% if screen.isPaged %}

{% if screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("when {{ screen.paging.loadFirst }}, should hold at most a page of rows and update the paging")
    func {{ screen.paging.testName }}() async {
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
{% if screen.test.navigates %}
        viewModel.navigator = navigator
{% endif %}
        await viewModel.{{ screen.paging.loadFirst }}()
        #expect(viewModel.{{ screen.paging.property }}.items.count <= {{ screen.paging.pageSize }})
        #expect(spy.receivedActions.contains({{ screen.paging.pagingCallback }}))
        // Your expectation: the rows of the first page, the footer after a full page, and
        // what a failed fetch shows.
    }
{% endif %}
{% for route in screen.test.routes %}

{% if screen.isSwiftUI or route.targetIsSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("{{ route.title }}")
    func {{ route.testName }}() {
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        viewModel.navigator = navigator
        {% wrap %}viewModel.{{ route.show }}({% for argument in route.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.presentation == {{ screen.viewModel }}.RouteKinds.{{ route.name }})
        #expect(navigator.lastShown(as: {{ route.targetViewModel }}.self)?.navigator === navigator)
    }
{% endfor %}
{% for pop in screen.test.backRoutes %}

{% if screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("{{ pop.title }}")
    func {{ pop.testName }}() {
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        viewModel.navigator = navigator
        viewModel.{{ pop.show }}()
        #expect(navigator.requests.count == 1)
        #expect(navigator.requests.last?.back == {{ screen.viewModel }}.RouteKinds.{{ pop.name }})
    }
{% endfor %}
{% for route in screen.test.routesWithoutTests %}

    // Route {{ route.name }} has no test:{% for parameter in route.parameters %}{% if not forloop.first %},{% endif %} `{{ parameter }}`{% endfor %} has neither a sample
    // nor an obvious value. Give it one under `with:` (`name: {type: Type, sample: value}`) and write the test.
{% endfor %}
{% for tab in screen.test.tabs %}

{% if screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    @Test("{{ tab.title }}")
    func {{ tab.testName }}() {
        {% wrap %}let viewModel = {{ screen.viewModel }}.model({% item %}with: spy{% enditem %}{% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        viewModel.navigator = navigator
        let tab: {{ tab.viewModel }} = viewModel.{{ tab.factory }}()
        // The tab bar's controller gives it the navigator of the tab's own stack, so a push
        // from the tab lands there, not on the stack that holds the tab bar.
        #expect(tab.navigator !== navigator)
        #expect(viewModel.{{ tab.factory }}() === tab, "made once and kept, with what it holds")
    }
{% endfor %}
}

"""#
}
