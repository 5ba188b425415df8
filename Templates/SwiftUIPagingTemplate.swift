// The built-in template SwiftUIPaging.stencil, included by SwiftUIViewModelInterface.swift.stencil: a paged
// list's pages and loads, each change of the pages told to the views that read them (swiftui flavour).
extension BuiltInTemplates {
    static let swiftUIPaging = #"""
    /// The pages of `{{ screen.paging.list }}`, kept while the view model lives (convention C9).
    {{ access }}var {{ screen.paging.property }}: Paging<{{ screen.paging.item }}> {
        keptAccess(\.{{ screen.paging.property }})
        return kept("{{ screen.paging.property }}") {
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
        guard let request = keptMutation(\.{{ screen.paging.property }}, { {{ screen.paging.property }}.start(load) }) else {
            callBack({{ screen.paging.pagingCallback }})  // a load more that cannot start leaves the footer as it was
            return
        }
{% if screen.paging.hud %}
        keptMutation(\.hud) { hud.message = .progress({{ screen.paging.loadingMessage }}) }
{% endif %}
{% if screen.paging.hud %}
        callBack([.{{ screen.paging.hudCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
        callBack({{ screen.paging.pagingCallback }})
{% endif %}
        do {
            let rows = try await {{ screen.paging.fetch }}(request.page, pageSize: {{ screen.paging.property }}.pageSize)
            guard keptMutation(\.{{ screen.paging.property }}, { {{ screen.paging.property }}.finish(request, rows: rows) }) else {
                return  // superseded
            }
{% if screen.paging.hud %}
            keptMutation(\.hud) { hud.message = nil }
{% endif %}
{% if screen.paging.hud %}
            callBack([.{{ screen.paging.hudCallback }}, .{{ screen.paging.rowsCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
            callBack([.{{ screen.paging.rowsCallback }}, {{ screen.paging.pagingCallback }}])
{% endif %}
        } catch {
            guard keptMutation(\.{{ screen.paging.property }}, { {{ screen.paging.property }}.fail(request, error) }) else {
                return  // superseded
            }
{% if screen.paging.hud %}
            keptMutation(\.hud) { hud.message = error as? HUDMessage }
{% endif %}
{% if screen.paging.hud %}
            callBack([.{{ screen.paging.hudCallback }}, {{ screen.paging.pagingCallback }}])
{% else %}
            callBack({{ screen.paging.pagingCallback }})
{% endif %}
        }
    }

"""#
}
