// The built-in template ViewRouter.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let viewRouter = #"""
#if canImport(SwiftUI)
{{ imports|importLines:"MVVMRuntime MVVMRuntimeSwiftUI SwiftUI" }}
#if canImport(UIKit)
import UIKit
#endif

@available({{ minimumPlatforms }}, *)
extension ViewRouter {
    /// Registers the view of every screen in {{ source }} (convention C10), so a stack
    /// navigator can show any of their view models: a SwiftUI screen's view, and where UIKit
    /// exists a UIKit screen's controller.
    {{ access }}func register{{ routerName }}Screens() {
{% for screen in routedScreens %}
        register{{ screen.viewModel }}()
{% endfor %}
    }
{% for screen in routedScreens %}

    private func register{{ screen.viewModel }}() {
{% if screen.isSwiftUI %}
        register({{ screen.viewModel }}.self{% if screen.holdsStacks %}, holdsStacks: true{% endif %}) { {{ screen.view }}(viewModel: $0) }
{% else %}
        #if canImport(UIKit)
        register({{ screen.viewModel }}.self, controller: { {{ screen.controller }}(viewModel: $0) })
        #endif
{% endif %}
    }
{% endfor %}
}
#endif

"""#
}
