// The built-in template Model.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let model = #"""
{{ imports|importLines:"Foundation" }}  {# fields may be of Foundation types (URL, Date, UUID…); the struct is nonisolated, usable from any isolation, also in targets whose default isolation is the main actor (Xcode 26 app targets) #}

{% if model.summaryText %}
/// {{ model.summaryText|doc }}
{% endif %}
{{ access }}nonisolated struct {{ model.name }}: {{ model.conformances }} {
{% for field in model.fields %}
    {% if field.summaryText %}
    /// {{ field.summaryText|doc }}
    {% endif %}
{% if field.defaultValue and not model.explicitInit %}
    {{ access }}var {{ field.name }}: {{ field.type }} = {{ field.defaultValue }}
{% else %}
    {{ access }}var {{ field.name }}: {{ field.type }}
{% endif %}
{% endfor %}
{% if model.explicitInit %}

    {% wrap %}{{ access }}init({% for field in model.fields %}{% item %}{{ field.name }}: {{ field.parameterType }}{% if field.defaultValue %} = {{ field.defaultValue }}{% endif %}{% enditem %}{% endfor %}) {{% endwrap %}
{% for field in model.fields %}
        self.{{ field.name }} = {{ field.name }}
{% endfor %}
    }
{% endif %}
}
{% if model.fixtures %}

// MARK: - Fixtures: sample data for stubs, previews and tests (convention C11)

nonisolated extension {{ model.name }} {  {# nonisolated too: fixtures are used as field defaults of nonisolated structs, also where the default isolation is the main actor #}
{% for fixture in model.fixtures %}
    {% if fixture.summaryText %}
    /// {{ fixture.summaryText|doc }}
    {% endif %}
    {% wrap %}{{ access }}static let {{ fixture.name }} = {{ model.name }}({% for argument in fixture.arguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% trailing %}{{ argument.comment }}{% enditem %}{% endfor %}){% endwrap %}
{% if not forloop.last %}

{% endif %}
{% endfor %}
}
{% endif %}

"""#
}
