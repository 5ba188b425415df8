// The built-in template SwiftUIEvents.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let swiftUIEvents = #"""
{{ imports|importLines:"Foundation MVVMRuntime" }}  {# the YAML may name Foundation types (URL, Date, UUID…) #}

/// What {{ screen.viewModel }} tells {{ screen.swiftUIView }} once: its callbacks marked `event: true`,
/// typed (convention C2 in the swiftui flavour: state is observed, events are sent). The view's
/// regenerated `receiveEvents()` hands each to its handler.
@available({{ screen.minimumPlatforms }}, *)
{{ access }}nonisolated enum {{ screen.eventType }} {
{% for event in screen.events %}
    {% if event.summaryText %}
    /// {{ event.summaryText|doc }}
    {% endif %}
{% if event.hasInfo %}
    case {{ event.name }}({{ event.infoType }})
{% else %}
    case {{ event.name }}
{% endif %}
{% endfor %}
}

@available({{ screen.minimumPlatforms }}, *)
extension {{ screen.viewModel }} {
    /// The events sent and not yet shown, each delivered once to the view's task; a test reads
    /// them with `events.takeAll()`.
    {{ access }}var events: EventChannel<{{ screen.eventType }}> { kept("events") { EventChannel() } }

    /// Sends `event` to the view, once, and as its callback (what a test's `CallbackSpy` records).
    {{ access }}func sendEvent(_ event: {{ screen.eventType }}) {
        events.send(event)
        switch event {
{% for event in screen.events %}
{% if event.hasInfo %}
        case .{{ event.name }}(let info): callBack(.{{ event.name }}, info: info)
{% else %}
        case .{{ event.name }}: callBack(.{{ event.name }})
{% endif %}
{% endfor %}
        }
    }
}

"""#
}
