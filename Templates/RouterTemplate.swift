// The built-in template Router.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let router = #"""
#if canImport(UIKit)
{{ imports|importLines:"MVVMRuntime UIKit" }}
{% if hasSwiftUI %}
#if canImport(SwiftUI)
import MVVMRuntimeSwiftUI
import SwiftUI
#endif
{% endif %}

extension ViewControllerRouter where Controller == UIViewController {
    /// Registers the controller of every screen in {{ source }} (convention C10), so a
    /// navigator can show any of their view models.
    {{ access }}func register{{ routerName }}Screens() {
{% for screen in routedScreens %}
        register{{ screen.viewModel }}()
{% endfor %}
    }
{% for screen in routedScreens %}

    {# One small function per screen: a body of a hundred registrations took the type checker 50 ms. #}
    private func register{{ screen.viewModel }}() {
{% if screen.isSwiftUI %}
        // A SwiftUI screen (swiftui flavour), shown in a hosting controller.
        #if canImport(SwiftUI)
        guard #available({{ minimumPlatforms }}, *) else { return }
        register({{ screen.viewModel }}.self, hosting: { {{ screen.view }}(viewModel: $0) })
        #endif
{% else %}
        register({{ screen.viewModel }}.self) { {{ screen.controller }}(viewModel: $0) }
{% endif %}
    }
{% endfor %}
}
#endif

"""#
}
