// The built-in template SwiftUIViewModelInterface.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let swiftUIViewModelInterface = #"""
{{ imports|importLines:"Foundation MVVMRuntime" }}  {# the YAML may name Foundation types (URL, Date, UUID…) #}

/// What {{ screen.swiftUIView }} reads and calls on its view model: the screen's data
/// interfaces and commands (conventions C3, C4, C7). {{ screen.viewModel }} implements it
/// in {{ screen.viewModel }}.swift; the compiler names anything missing there.
@available({{ screen.minimumPlatforms }}, *)
@MainActor
{{ access }}protocol {{ screen.interface }}: AnyObject {
{% for property in screen.properties %}
    {% if property.summaryText %}
    /// {{ property.summaryText|doc }}
    {% endif %}
{% if property.isReadWrite %}
    var {{ property.name }}: {{ property.type }} { get set }
{% else %}
    var {{ property.name }}: {{ property.type }} { get }
{% endif %}
{% endfor %}
{% for list in screen.lists %}

    /// The number of rows in `{{ list.name }}`.
{% if list.summaryText %}
    /// {{ list.summaryText|doc }}
{% endif %}
    var {{ list.countName }}: Int { get }
    /// The row of `{{ list.name }}` at `index`.
    func {{ list.accessor }}(at index: Int) -> {{ list.item }}
{% endfor %}
{% if screen.isPaged %}

    /// The pages of `{{ screen.paging.list }}` loaded so far: rows, footer and refresh state (convention C9).
    var {{ screen.paging.property }}: Paging<{{ screen.paging.item }}> { get }
    /// Fetches page `page` (counted from 1) of `{{ screen.paging.list }}`: `pageSize` rows, fewer on
    /// the last page. Throw a `HUDMessage` to have it shown; what was loaded stays.
    func {{ screen.paging.fetch }}(_ page: Int, pageSize: Int) async throws -> [{{ screen.paging.item }}]
    /// Loads the first page again: on entry, and on pull to refresh.
    func {{ screen.paging.loadFirst }}() async
{% if screen.paging.loadMore %}
    /// Loads the page after the last one loaded (the load-more footer).
    func {{ screen.paging.loadNext }}() async
{% endif %}
{% endif %}
{% if screen.hasHUD %}

    /// What the HUD shows (convention C12); `showHUD(_:)` and `hideHUD()` change it.
    var hud: HUD { get }
{% endif %}
{% for command in screen.commands %}

    {% if command.summaryText %}
    /// {{ command.summaryText|doc }}
    {% endif %}
    {% if command.readsDoc %}
    /// {{ command.readsDoc }}
    {% endif %}
    {% if command.sendsDoc %}
    /// {{ command.sendsDoc }}
    {% endif %}
    {% wrap %}func {{ command.name }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}){% if command.isAsync %} async{% endif %}{% endwrap %}
{% endfor %}
}

@available({{ screen.minimumPlatforms }}, *)
extension {{ screen.viewModel }}: {{ screen.interface }} {}

@available({{ screen.minimumPlatforms }}, *)
extension {{ screen.viewModel }} {
    /// Creates the view model and connects its callbacks to `controller`: a test's spy (the
    /// view observes the view model instead, convention C1).
{% if screen.hasGiven %}
    /// The `init` it calls is yours ({{ screen.viewModel }}.swift): a `given` added to the YAML
    /// later needs its parameter there (and an argument where your tests call `model(with:)`).
{% endif %}
    {% wrap %}{{ access }}static func model({% item %}with controller: some ViewModelCallbackReceiver<{{ screen.callbackAction }}>{% enditem %}{% for given in screen.given %}{% item %}{{ given.name }}: {{ given.parameterType }}{% if given.initialValue %} = {{ given.initialValue }}{% endif %}{% enditem %}{% endfor %}) -> {{ screen.viewModel }} {{% endwrap %}
        {% wrap %}let model = {{ screen.viewModel }}({% for given in screen.given %}{% item %}{{ given.name }}: {{ given.name }}{% enditem %}{% endfor %}){% endwrap %}
        model.bind(to: controller)
        return model
    }
{% for property in screen.properties %}
{% if property.isDerived %}

    {% if property.summaryText %}
    /// {{ property.summaryText|doc }}
    {% endif %}
    /// {{ property.derivedDoc }}
    {{ access }}var {{ property.name }}: {{ property.type }} { {{ property.value }} }
{% endif %}
{% if property.announces %}

    /// {{ property.announcesDoc }}
    func {{ property.didChange }}() {
{% if property.announced.1 %}
        callBack([{{ property.announced|join:", " }}])
{% else %}
        callBack({{ property.announced.0 }})
{% endif %}
    }
{% endif %}
{% endfor %}
{% if screen.hasHUD %}

    /// What the HUD shows, kept while the view model lives (convention C12); a view that
    /// reads it is shown again when `showHUD(_:)` or `hideHUD()` changes it.
    {{ access }}var hud: HUD {
        keptAccess(\.hud)
        return kept("hud") { HUD() }
    }

    /// Shows `message` in the HUD: `HUDMessage("Saved", code: "8888")`, or `.progress("Loading")`
    /// until `hideHUD()`.
    {{ access }}func showHUD(_ message: HUDMessage) {
        keptMutation(\.hud) { hud.message = message }
        callBack(.updateHUD)
    }

    {{ access }}func hideHUD() {
        keptMutation(\.hud) { hud.message = nil }
        callBack(.updateHUD)
    }
{% endif %}
{% if screen.isPaged %}

{% include "SwiftUIPaging.stencil" %}
{% endif %}
{% include "ScreenMembers.stencil" %}
}

"""#
}
