// The built-in template SwiftUIViewWiring.swift.stencil: the text between the delimiters is the template, exactly
// as `mvvmgen templates export` writes it. The language: Documentation/Templates.md.
extension BuiltInTemplates {
    static let swiftUIViewWiring = #"""
#if canImport(SwiftUI)
{{ imports|importLines:"MVVMRuntime MVVMRuntimeSwiftUI SwiftUI" }}
{% if screen.hasEvents %}

/// What {{ screen.swiftUIView }}.swift implements: one handler per event of {{ screen.viewModel }}.
/// State needs none: the view reads the view model, and SwiftUI shows each change. The
/// compiler names anything missing there.
@available({{ screen.minimumPlatforms }}, *)
@MainActor
{{ access }}protocol {{ screen.eventHandling }} {
{% for event in screen.events %}
    /// Handles `.{{ event.name }}`, once.
{% if event.summaryText %}
    /// {{ event.summaryText|doc }}
{% endif %}
    func {{ event.handler }}({% if event.hasInfo %}info: {{ event.infoType }}{% endif %})
{% endfor %}
}

@available({{ screen.minimumPlatforms }}, *)
extension {{ screen.swiftUIView }}: {{ screen.eventHandling }} {}
{% endif %}

@available({{ screen.minimumPlatforms }}, *)
extension {{ screen.swiftUIView }} {
    /// What the YAML decides around what the body shows; the body wraps its content in it.
    /// Regenerated with the YAML: the title, the HUD, the events, the first page and pull to
    /// refresh follow it without a change to the body.
    {{ access }}func connectViewModel<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        content()
{% if screen.title %}
            .navigationTitle({{ screen.title }})
{% endif %}
{% if screen.hasHUD %}
            .overlay { HUDOverlay(viewModel.hud.message) }
{% endif %}
{% if screen.hasEvents %}
            .task { await receiveEvents() }
{% endif %}
{% if screen.isPaged %}
            .task { [viewModel] in
                // The first page on entry, as the articles load page 1; cancelled when the view goes.
                if viewModel.{{ screen.paging.property }}.pagesLoaded == 0 { await viewModel.{{ screen.paging.loadFirst }}() }
            }
{% if screen.paging.refresh %}
            .refreshable { [viewModel] in await viewModel.{{ screen.paging.loadFirst }}() }
{% endif %}
{% endif %}
{% if screen.refresh %}
            .refreshable { [viewModel] in await viewModel.{{ screen.refresh }}() }
{% endif %}
    }
{% if screen.hasEvents %}

    /// Hands each event the view model sends to its handler, once, while the view shows.
    {{ access }}func receiveEvents() async {
        while let event = await viewModel.events.next() {
            switch event {
{% for event in screen.events %}
{% if event.hasInfo %}
            case .{{ event.name }}(let info): {{ event.handler }}(info: info)
{% else %}
            case .{{ event.name }}: {{ event.handler }}()
{% endif %}
{% endfor %}
            }
        }
    }
{% endif %}
{% if screen.isTable %}

    /// The rows of every list, a section each, in the YAML's order, read from the view model's
    /// data interfaces (convention C4): put them in the body's `List`.
    @ViewBuilder
    {{ access }}var listSections: some View {
{% if screen.header %}
        Section {
            {{ screen.header.view }}(viewModel: viewModel.{{ screen.header.property }})
        }
{% endif %}
{% for list in screen.lists %}
        Section{% if list.title %}({{ list.title }}){% endif %} {
            ForEach(0..<viewModel.{{ list.countName }}, id: \.self) { index in
{% if list.childCellView %}
                {{ list.childCellView }}(viewModel: viewModel.{{ list.accessor }}(at: index))
{% elif list.itemIsString %}
                Text(viewModel.{{ list.accessor }}(at: index))
{% else %}
                Text(RowText.of(viewModel.{{ list.accessor }}(at: index) as Any))
{% endif %}
{% if list.isPaged and screen.paging.loadMore %}
                    .onAppear {
                        // The last row appearing loads the next page (one load at a time).
                        if index == viewModel.{{ list.countName }} - 1 { viewModel.{{ screen.paging.startNext }}() }
                    }
{% endif %}
            }
{% if list.isPaged and screen.paging.loadMore %}
            {% wrap %}PagingFooterRow({% item %}viewModel.{{ screen.paging.property }}.footer{% enditem %}{% item %}loadMoreTitle: {{ screen.paging.loadMoreTitle }}{% enditem %}{% item %}allLoadedText: {{ screen.paging.allLoadedText }}{% enditem %}){% endwrap %} {
                viewModel.{{ screen.paging.startNext }}()
            }
{% endif %}
        }
{% endfor %}
    }
{% endif %}
{% if screen.isTabBar %}

    /// The tabs, in the YAML's order, each on its own navigation stack (convention C9): a push
    /// from a tab lands on that tab's stack.
    {{ access }}var tabs: some View {
        TabView {
{% for tab in screen.tabs %}
            TabStack(viewModel.{{ tab.factory }}(), of: viewModel)
{% if tab.imageName %}
                .tabItem { Label({{ tab.title }},{% if tab.isSystemImage %} systemImage{% else %} image{% endif %}: {{ tab.imageName }}) }
{% else %}
                .tabItem { Text({{ tab.title }}) }
{% endif %}
{% endfor %}
        }
    }
{% endif %}
}
#endif

"""#
}
