// The built-in template CellView.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let cellView = #"""
#if canImport(UIKit)
{{ imports|importLines:"MVVMRuntime UIKit" }}

/// Shows one {{ screen.viewModel }} in a table (convention C8): the parent screen's list
/// registers this class and shows each row's child view model in it with `show(_:)`.
{{ access }}final class {{ screen.cellView }}: UITableViewCell {
    {{ access }}private(set) var viewModel: {{ screen.viewModel }}?

    /// Fills the views from `viewModel`; `show(_:)` calls it each time the cell shows a row.
    {{ access }}func configure(with viewModel: {{ screen.viewModel }}) {
        self.viewModel = viewModel
        var content = defaultContentConfiguration()
{% if screen.firstStringProperty %}
        content.text = viewModel.{{ screen.firstStringProperty }}
{% else %}
        content.text = String(describing: type(of: viewModel))
{% endif %}
        contentConfiguration = content
    }
{% if screen.hasCallbacks %}

    // MARK: - Callbacks: one handler per action, called by callBack(action:info:)
{% endif %}
{% for callback in screen.callbacks %}

    {{ access }}func {{ callback.handler }}(info: {{ callback.infoType }}) {
        // Update the views that show what `.{{ callback.name }}` changed.
    }
{% endfor %}
}
#endif

"""#
}
