// The built-in template CallbackAction.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let callbackAction = #"""
{# nonisolated: a value type, usable from any isolation, also in targets whose default isolation is the main actor (Xcode 26 app targets). #}
import {{ runtimeModule }}  {# CallbackNames, for debugDescription #}

/// What {{ screen.viewModel }} can ask {{ screen.view }} to do (convention C2).
{% if screen.callbacks.1 %}
/// Several actions can be sent at once, e.g. `[.{{ screen.callbacks.0.name }}, .{{ screen.callbacks.1.name }}]`.
{% endif %}
{{ access }}nonisolated struct {{ screen.callbackAction }}: OptionSet, Sendable {
    {{ access }}let rawValue: {{ screen.callbackRawType }}
{% if not isInternal %}

    {{ access }}init(rawValue: {{ screen.callbackRawType }}) {
        self.rawValue = rawValue
    }
{% endif %}
{% for callback in screen.callbacks %}

    {% if callback.summaryText %}
    /// {{ callback.summaryText|doc }}
    {% endif %}
    {{ access }}static let {{ callback.name }} = {{ screen.callbackAction }}(rawValue: 1 << {{ callback.bit }})
{% endfor %}
}
{% if screen.commands %}

nonisolated extension {{ screen.callbackAction }} {
    /// What each command may send, as the YAML declares it now: its `sends`, and what a
    /// change of a property sends (a command may change one). The generated tests check
    /// against these, so a test stays true when the YAML changes.
    {{ access }}enum Sends {
{% for command in screen.commands %}
        {% wrap %}{{ access }}static let {{ command.name }}: {{ screen.callbackAction }} = [{% for sent in command.maySend %}{% item %}{{ sent }}{% enditem %}{% endfor %}]{% endwrap %}
{% endfor %}
    }
}
{% endif %}
{% if screen.callbacks %}

nonisolated extension {{ screen.callbackAction }}: CustomDebugStringConvertible {
    /// The actions by name, `[.{{ screen.callbacks.0.name }}]`: what a failed test prints, not a raw value.
    {{ access }}var debugDescription: String {
        CallbackNames.describe(rawValue, names: Self.debugNames)
    }

    private static let debugNames = {% wrap %}[{% for callback in screen.callbacks %}{% item %}".{{ callback.name }}"{% enditem %}{% endfor %}]{% endwrap %}
}
{% endif %}

"""#
}
