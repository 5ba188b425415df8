// The built-in template ScreenMembers.stencil, included by ViewModelInterface.swift.stencil and
// SwiftUIViewModelInterface.swift.stencil: the header's and tabs' view models, static lists,
// routes (Routes.stencil) and the start methods of async commands.
extension BuiltInTemplates {
    static let screenMembers = #"""
{% if screen.header %}

    /// The view model of the table's header, {{ screen.header.name }}: made on first use and kept
    /// while this view model lives (convention C8).
    {{ access }}var {{ screen.header.property }}: {{ screen.header.viewModel }} {
        keptViewModel("header") {
            {% wrap %}{{ screen.header.viewModel }}({% for argument in screen.header.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        }
    }
{% endif %}
{% for list in screen.lists %}
{% if list.isStatic %}

    /// The rows of `{{ list.name }}`, as the YAML lists them.
    {{ access }}static let {{ list.storage }}: [{{ list.item }}] = {% wrap %}[{% for row in list.rows %}{% item %}{{ row }}{% enditem %}{% endfor %}]{% endwrap %}

    {{ access }}var {{ list.countName }}: Int { Self.{{ list.storage }}.count }

    {{ access }}func {{ list.accessor }}(at index: Int) -> {{ list.item }} {
        Self.{{ list.storage }}[index]
    }
{% endif %}
{% endfor %}
{% include "Routes.stencil" %}
{% for tab in screen.tabs %}

{% if screen.isSegmented %}
    /// The view model of the {{ tab.name }} segment, made on first use and kept while this
    /// screen lives; the controller gives it this screen's navigator.
{% else %}
    /// The view model of the {{ tab.name }} tab, made on first use and kept while the tab bar
{% if screen.isSwiftUI %}
    /// lives; the tab bar's view (`TabStack`) gives it the navigator of the tab's own stack.
{% else %}
    /// lives; the tab bar's controller gives it the navigator of the tab's own stack.
{% endif %}
{% endif %}
    {{ access }}func {{ tab.factory }}() -> {{ tab.viewModel }} {
        keptViewModel("{{ tab.name }}") {
            {% wrap %}{{ tab.viewModel }}({% for argument in tab.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        }
    }
{% endfor %}
{% for command in screen.asyncCommands %}

    /// Runs `{{ command.name }}` as a task of the screen (the controller's once it connects, so
    /// leaving the screen cancels it): for the view model to start it later, when a child
{% if command.restarts %}
    /// screen hands a result back or a row's button is tapped. A call while one runs
    /// cancels it and starts again. Returns true.
{% elif command.runsSideBySide %}
    /// screen hands a result back or a row's button is tapped. Calls run side by side.
    /// Returns true.
{% else %}
    /// screen hands a result back or a row's button is tapped. A call while one runs does
    /// nothing. Returns whether it started.
{% endif %}
    @discardableResult
    {% wrap %}{{ access }}func {{ command.start }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}) -> Bool {{% endwrap %}
        commandTasks.run("{{ command.name }}", whileRunning: {{ command.policy }}) { [self] in
            {% wrap %}await {{ command.name }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.name }}{% enditem %}{% endfor %}){% endwrap %}
        }
    }
{% endfor %}
"""#
}
