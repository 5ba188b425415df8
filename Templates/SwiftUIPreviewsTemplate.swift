// The built-in template SwiftUIPreviews.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let swiftUIPreviews = #"""
#if DEBUG && canImport(SwiftUI)
{{ imports|importLines:"Foundation MVVMRuntime SwiftUI" }}  {# the samples may name Foundation types #}

// The states of {{ screen.swiftUIView }} worth seeing, made from the YAML's samples and fixtures
// (the values its tests use): regenerated with the YAML. Each view model is shown alone, with
// no navigator: a route it takes stops a debug build with the route's name.

#Preview("{{ screen.name }}") {
    if #available({{ screen.minimumPlatforms }}, *) {
        {% wrap %}return {{ screen.swiftUIView }}(viewModel: {{ screen.viewModel }}({% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %})){% endwrap %}
    } else {
        return Text("{{ screen.swiftUIView }} needs {{ screen.minimumPlatforms }}")
    }
}
{% if screen.hasHUD %}

#Preview("{{ screen.name }}, HUD shown") {
    if #available({{ screen.minimumPlatforms }}, *) {
        {% wrap %}let viewModel = {{ screen.viewModel }}({% for argument in screen.testArguments %}{% item %}{{ argument.label }}: {{ argument.expression }}{% enditem %}{% endfor %}){% endwrap %}
        viewModel.showHUD({% if screen.paging.loadingMessage %}.progress({{ screen.paging.loadingMessage }}){% else %}.progress(){% endif %})
        return {{ screen.swiftUIView }}(viewModel: viewModel)
    } else {
        return Text("{{ screen.swiftUIView }} needs {{ screen.minimumPlatforms }}")
    }
}
{% endif %}
#endif

"""#
}
