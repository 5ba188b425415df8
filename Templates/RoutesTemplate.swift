// The built-in template Routes.stencil, included by ViewModelInterface.swift.stencil and
// SwiftUIViewModelInterface.swift.stencil: each route's view model factory and show method,
// each route back, and `RouteKinds` (conventions C8, C10).
extension BuiltInTemplates {
    static let routes = #"""
{% for route in screen.routes %}

    /// The view model of {{ route.target }} for route `{{ route.name }}` (convention C8).
{% if route.summaryText %}
    /// {{ route.summaryText|doc }}
{% endif %}
{% if route.targetIsSwiftUI and not screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    {% wrap %}{{ access }}func {{ route.factory }}({% for parameter in route.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}) -> {{ route.targetViewModel }} {{% endwrap %}
        {% wrap %}let next = {{ route.targetViewModel }}({% for argument in route.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        next.navigator = navigator
        return next
    }

    /// Shows {{ route.target }} ({{ route.presentation }}) through the navigator (convention C10).
{% if route.targetIsSwiftUI and not screen.isSwiftUI %}
    @available({{ screen.minimumPlatforms }}, *)
{% endif %}
    {% wrap %}{{ access }}func {{ route.show }}({% for parameter in route.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}) {{% endwrap %}
        guard let navigator else {
            assertionFailure("{{ screen.viewModel }}: route `{{ route.name }}` has no navigator; set `navigator` first")
            return
        }
        navigator.{{ route.presentation }}({% wrap %}{{ route.factory }}({% for parameter in route.parameters %}{% item %}{{ parameter.name }}: {{ parameter.name }}{% enditem %}{% endfor %}){% endwrap %}, animated: true)
    }
{% endfor %}
{% for pop in screen.backRoutes %}

    {% if pop.summaryText %}
    /// {{ pop.summaryText|doc }}
    {% endif %}
    /// {{ pop.doc }}
    {{ access }}func {{ pop.show }}() {
        guard let navigator else {
            assertionFailure("{{ screen.viewModel }}: route `{{ pop.name }}` has no navigator; set `navigator` first")
            return
        }
        navigator.{{ pop.navigatorCall }}(animated: true)
    }
{% endfor %}
{% if screen.routes or screen.backRoutes %}

    /// How each route shows or closes screens, as the YAML says: the generated tests compare
    /// the navigator's requests with these, so a route the YAML changes is tested for what
    /// it does now.
    {{ access }}enum RouteKinds {
{% for route in screen.routes %}
        {{ access }}static let {{ route.name }} = Presentation.{{ route.presentation }}
{% endfor %}
{% for pop in screen.backRoutes %}
        {{ access }}static let {{ pop.name }} = BackNavigation.{{ pop.navigatorCall }}
{% endfor %}
    }
{% endif %}
"""#
}
