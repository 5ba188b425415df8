// The built-in template SwiftUIView.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let swiftUIView = #"""
#if canImport(SwiftUI)
{{ imports|importLines:"MVVMRuntime SwiftUI" }}

{% if screen.summaryText %}
/// {{ screen.summaryText|doc }}
{% else %}
/// The {{ screen.words }} screen.
{% endif %}
///
/// Reads its view model directly: SwiftUI shows each change of what `body` reads, so no
/// state callback needs a handler (the swiftui flavour of conventions C1 and C2). Made once
/// and kept by its navigator's stack; the regenerated `connectViewModel` adds what the YAML
/// decides around the body's content.
@available({{ screen.minimumPlatforms }}, *)
{{ access }}struct {{ screen.swiftUIView }}: View {
    @Bindable {{ access }}var viewModel: {{ screen.viewModel }}
{% if not isInternal %}

    {{ access }}init(viewModel: {{ screen.viewModel }}) {
        self.viewModel = viewModel
    }
{% endif %}

    {{ access }}var body: some View {
        connectViewModel {
{% if screen.isTabBar %}
            tabs
{% elif screen.isTable %}
            List {
                listSections
{% include "SwiftUIViewControls.stencil" %}
            }
{% else %}
            VStack {
{% include "SwiftUIViewControls.stencil" %}
            }
{% endif %}
        }
    }
{% for event in screen.events %}

    {{ access }}func {{ event.handler }}({% if event.hasInfo %}info: {{ event.infoType }}{% endif %}) {
        // Show what `.{{ event.name }}` tells, once (an alert, a message, closing the screen).
    }
{% endfor %}
}
#endif

"""#

    /// What the created-once view shows until its person writes the real views: each
    /// property's value, a button per command without parameters and per route the tests can
    /// show (convention C3: the screen runs at once).
    static let swiftUIViewControls = #"""
{% for property in screen.properties %}
                Text("{{ property.name }}: \(String(describing: viewModel.{{ property.name }}))")
{% endfor %}
{% for command in screen.commands %}
{% if not command.parameters %}
{% if command.isAsync %}
                Button("{{ command.name }}") { viewModel.{{ command.start }}() }
{% else %}
                Button("{{ command.name }}") { viewModel.{{ command.name }}() }
{% endif %}
{% endif %}
{% endfor %}
{% for route in screen.test.routes %}
                {% wrap %}Button("{{ route.name }}") { viewModel.{{ route.show }}({% for argument in route.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}) }{% endwrap %}
{% endfor %}
{% for pop in screen.backRoutes %}
                Button("{{ pop.name }}") { viewModel.{{ pop.show }}() }
{% endfor %}
"""#
}
