// The built-in template ViewModel.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewModel = #"""
{{ imports|importLines:"Foundation MVVMRuntime" }}  {# the YAML may name Foundation types (URL, Date, UUID…) #}

{% if screen.summaryText %}
/// {{ screen.summaryText|doc }}
{% else %}
/// The {{ screen.words }} screen.
{% endif %}
///
/// The stubs below return the declared defaults and send the declared callbacks, so the
/// screen runs at once (convention C3); replace them with the real logic. Business logic
/// belongs in the objects this view model owns (convention C6).
@MainActor
{{ access }}final class {{ screen.viewModel }}: ViewModel<{{ screen.callbackAction }}> {
{% for owned in screen.owns %}
    {% if owned.summaryText %}
    /// {{ owned.summaryText|doc }}
    {% endif %}
{% if owned.madeInInit %}
    {{ access }}let {{ owned.name }}: {{ owned.type }}
{% elif owned.initialValue %}
    {{ access }}let {{ owned.name }} = {{ owned.initialValue }}
{% else %}
    {{ access }}let {{ owned.name }} = {{ owned.type }}()
{% endif %}
{% endfor %}
{% for given in screen.given %}
    {% if given.summaryText %}
    /// {{ given.summaryText|doc }}
    {% endif %}
    {{ access }}let {{ given.name }}: {{ given.type }}
{% endfor %}
{% if screen.hasObjects %}

{% endif %}
{% for property in screen.properties %}
{% if not property.isDerived %}
    {% if property.summaryText %}
    /// {{ property.summaryText|doc }}
    {% endif %}
    {% if property.usesSample %}
    /// Starts with the sample value; the declared default is `{{ property.defaultValue }}`.
    {% endif %}
{% if property.announces %}
    {{ access }}{% if property.isReadWrite %}var{% else %}private(set) var{% endif %} {{ property.name }}: {{ property.type }} = {{ property.initialValue }} {
        didSet { {{ property.didChange }}() }
    }
{% else %}
    {{ access }}{% if property.isReadWrite %}var{% else %}private(set) var{% endif %} {{ property.name }}: {{ property.type }} = {{ property.initialValue }}
{% endif %}
{% endif %}
{% endfor %}
{% for list in screen.lists %}
{% if not list.isPaged and not list.isStatic %}
    private(set) var {{ list.storage }}: [{{ list.item }}] = {{ list.sample|default:"[]" }}
{% endif %}
{% endfor %}
{% if screen.hasGiven or screen.makesOwnedInInit %}

    {% wrap %}{{ access }}{% if not screen.hasGiven %}override {% endif %}init({% for given in screen.given %}{% item %}{{ given.name }}: {{ given.parameterType }}{% if given.initialValue %} = {{ given.initialValue }}{% endif %}{% enditem %}{% endfor %}) {{% endwrap %}
{% for given in screen.given %}
        self.{{ given.name }} = {{ given.name }}
{% endfor %}
{% for owned in screen.owns %}
{% if owned.madeInInit %}
        self.{{ owned.name }} = {{ owned.initialValue }}
{% endif %}
{% endfor %}
        super.init()
    }
{% endif %}
{% for list in screen.lists %}
{% if not list.isPaged and not list.isStatic %}

    {{ access }}var {{ list.countName }}: Int { {{ list.storage }}.count }

    {{ access }}func {{ list.accessor }}(at index: Int) -> {{ list.item }} {
        {{ list.storage }}[index]
    }
{% endif %}
{% endfor %}
{% if screen.isPaged %}

    /// The rows of page `page` (counted from 1) of `{{ screen.paging.list }}`; the generated loads keep
    /// the pages, the footer and the HUD. Throw a `HUDMessage` to have it shown.
    {{ access }}func {{ screen.paging.fetch }}(_ page: Int, pageSize: Int) async throws -> [{{ screen.paging.item }}] {
        // Stub: replace with the request for `pageSize` rows of page `page`.
{% if screen.paging.sample %}
        page == 1 ? {{ screen.paging.sample }} : []
{% else %}
        []
{% endif %}
    }
{% endif %}
{% for command in screen.commands %}

    {% wrap %}{{ access }}func {{ command.name }}({% for parameter in command.parameters %}{% item %}{{ parameter.name }}: {{ parameter.parameterType }}{% enditem %}{% endfor %}){% if command.isAsync %} async{% endif %} {{% endwrap %}
{% if command.restartsPaging %}
        // Stub: loads the first page of `{{ screen.paging.list }}` again (a new search, rows that
        // changed), which sends these callbacks. Replace with the real logic.
{% if command.isAsync %}
        await {{ screen.paging.loadFirst }}()
{% else %}
        commandTasks.run("{{ screen.paging.loadFirst }}", whileRunning: .restart) { [self] in
            await {{ screen.paging.loadFirst }}()
        }
{% endif %}
{% elif command.sendsSomething %}
        // Stub: sends the declared callbacks. Replace with the real logic.
{% if command.sends.1 %}
        callBack([{{ command.sends|join:", " }}])
{% else %}
        callBack({{ command.sends.0 }})
{% endif %}
{% else %}
        // Stub: replace with the real logic.
{% endif %}
    }
{% endfor %}
}

"""#
}
