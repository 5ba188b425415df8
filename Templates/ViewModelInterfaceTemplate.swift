// The built-in template ViewModelInterface.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewModelInterface = #"""
{{ imports|importLines:"Foundation MVVMRuntime" }}  {# the YAML may name Foundation types (URL, Date, UUID…) #}

/// What {{ screen.view }} reads and calls on its view model: the screen's data
/// interfaces and commands (conventions C3, C4, C7). {{ screen.viewModel }} implements it
/// in {{ screen.viewModel }}.swift; the compiler names anything missing there.
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

extension {{ screen.viewModel }}: {{ screen.interface }} {}

extension {{ screen.viewModel }} {
    /// Creates the view model of `controller` and connects its callbacks (convention C1).
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

    /// What the HUD shows, kept while the view model lives (convention C12).
    {{ access }}var hud: HUD { kept("hud") { HUD() } }

    /// Shows `message` in the HUD: `HUDMessage("Saved", code: "8888")`, or `.progress("Loading")`
    /// until `hideHUD()`.
    {{ access }}func showHUD(_ message: HUDMessage) {
        hud.message = message
        callBack(.updateHUD)
    }

    {{ access }}func hideHUD() {
        hud.message = nil
        callBack(.updateHUD)
    }
{% endif %}
{% if screen.isPaged %}

    /// The pages of `{{ screen.paging.list }}`, kept while the view model lives (convention C9).
    {{ access }}var {{ screen.paging.property }}: Paging<{{ screen.paging.item }}> {
        kept("{{ screen.paging.property }}") {
            Paging(pageSize: {{ screen.paging.pageSize }}, items: {{ screen.paging.sample|default:"[]" }})
        }
    }
{% for list in screen.lists %}
{% if list.isPaged %}

    {{ access }}var {{ list.countName }}: Int { {{ screen.paging.property }}.items.count }

    {{ access }}func {{ list.accessor }}(at index: Int) -> {{ list.item }} {
        {{ screen.paging.property }}.items[index]
    }
{% endif %}
{% endfor %}

    /// Loads the first page of `{{ screen.paging.list }}` again: on entry, and on pull to refresh.
    /// The rows are replaced when it arrives; when it fails, they stay.
    {{ access }}func {{ screen.paging.loadFirst }}() async {
        await {{ screen.paging.load }}(.first)
    }
{% if screen.paging.loadMore %}

    /// Loads the page after the last one loaded; nothing once the last page (a short one) is in.
    {{ access }}func {{ screen.paging.loadNext }}() async {
        await {{ screen.paging.load }}(.next)
    }
{% endif %}

    /// Around `{{ screen.paging.fetch }}`: the runtime's `Paging` keeps the page state, this
    /// sends the callbacks that show it. A first page supersedes a load under way, whose
    /// rows are then dropped: a new search never shows the old one's rows.
    private func {{ screen.paging.load }}(_ load: PageLoad) async {
        guard let request = {{ screen.paging.property }}.start(load) else {
            callBack({{ screen.paging.pagingCallback }})  // a load more that cannot start leaves the footer as it was
            return
        }
{% if screen.paging.hud %}
        hud.message = .progress({{ screen.paging.loadingMessage }})
{% endif %}
{% if screen.paging.hud %}
        callBack([.{{ screen.paging.hudCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
        callBack({{ screen.paging.pagingCallback }})
{% endif %}
        do {
            let rows = try await {{ screen.paging.fetch }}(request.page, pageSize: {{ screen.paging.property }}.pageSize)
            guard {{ screen.paging.property }}.finish(request, rows: rows) else { return }  // superseded
{% if screen.paging.hud %}
            hud.message = nil
{% endif %}
{% if screen.paging.hud %}
            callBack([.{{ screen.paging.hudCallback }}, .{{ screen.paging.rowsCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
            callBack([.{{ screen.paging.rowsCallback }}, {{ screen.paging.pagingCallback }}])
{% endif %}
        } catch {
            guard {{ screen.paging.property }}.fail(request, error) else { return }  // superseded
{% if screen.paging.hud %}
            hud.message = error as? HUDMessage
{% endif %}
{% if screen.paging.hud %}
            callBack([.{{ screen.paging.hudCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
            callBack({{ screen.paging.pagingCallback }})
{% endif %}
        }
    }
{% endif %}
{% include "ScreenMembers.stencil" %}
}

"""#
}
