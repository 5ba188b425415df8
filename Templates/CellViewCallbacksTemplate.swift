// The built-in template CellViewCallbacks.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let cellViewCallbacks = #"""
#if canImport(UIKit)
{{ imports|importLines:"MVVMRuntime UIKit" }}

/// What {{ screen.cellView }}.swift implements: how it fills its views from {{ screen.viewModel }},
/// and one handler per callback action. The compiler names anything missing there.
@MainActor
{{ access }}protocol {{ screen.callbackHandling }}: AnyObject {
    func configure(with viewModel: {{ screen.viewModel }})
{% for callback in screen.callbacks %}
{% if callback.isEvent %}
    /// Handles `.{{ callback.name }}` (an event).
{% else %}
    /// Handles `.{{ callback.name }}`; also applied once, info nil, at the first render.
{% endif %}
{% if callback.summaryText %}
    /// {{ callback.summaryText|doc }}
{% endif %}
    func {{ callback.handler }}(info: {{ callback.infoType }})
{% endfor %}
}

extension {{ screen.cellView }}: ViewModelCallbackReceiver, {{ screen.callbackHandling }} {
    /// The one callback method (convention C2): runs the handler of every action sent.
    {{ access }}func callBack(action: {{ screen.callbackAction }}, info: Any?) {
{% for callback in screen.callbacks %}
        if action.contains(.{{ callback.name }}) {
            {{ callback.handler }}(info: info{{ callback.infoCast }})
        }
{% endfor %}
    }

    /// Shows one row, as the parent's data source asks (regenerated): fills the views, runs
    /// the first render, and listens to this row's view model only: a reused cell stops
    /// hearing the row it showed before.
    {{ access }}func show(_ viewModel: {{ screen.viewModel }}) {
        configure(with: viewModel)
{% if screen.stateCallbacks.1 %}
        callBack(action: [{{ screen.stateCallbacks|join:", " }}], info: nil)
{% elif screen.stateCallbacks %}
        callBack(action: {{ screen.stateCallbacks.0 }}, info: nil)
{% endif %}
        viewModel.bindReplacing(to: self)
    }
}
#endif

"""#
}
