// Tabs over the SwiftUI stand-in: a TabView shows the selected tab, tapping a tab selects it
// through the binding, each tab's NavigationStack keeps its own path, links push onto it.

import SwiftUI
import Testing

@MainActor
struct TabRuns {
    @Test func theSelectedTabIsShownAndATapSelectsAnother() throws {
        let model = TabsModel()
        let view = AppTabsView(model: model)
        let tabView = try #require(view._standInTree().tabView)
        #expect(tabView.tabs.map(\.text) == ["Jobs", "Settings"])
        #expect(tabView.tabs.map(\.isSelected) == [true, false])
        #expect(tabView.texts == ["Painter", "Baker"])
        #expect(tabView.screens.first?.all.contains { $0.navigationTitle == "Jobs" } == true)

        #expect(view._standInTree().tab("Settings")?.tap() == true)
        #expect(model.selectedTab == .settings)
        let settings = view._standInTree()
        #expect(settings.texts == ["Account"])
        #expect(settings.tabView?.tabs.map(\.isSelected) == [false, true])
        #expect(settings.all.contains { $0.kind == .image && $0.text == "person" })
    }

    @Test func eachTabKeepsItsOwnNavigationStack() {
        let model = TabsModel()
        let view = AppTabsView(model: model)
        #expect(view._standInTree().tap("Baker"))
        #expect(model.jobsPath == [Job(id: 2, title: "Baker")])
        #expect(model.settingsPath.isEmpty)
        #expect(view._standInTree().screens.last?.texts == ["Job Baker"])

        model.selectedTab = .settings
        #expect(view._standInTree().screens.count == 1)
        #expect(view._standInTree().tap("Account"))
        #expect(model.settingsPath.count == 1)
        #expect(view._standInTree().screens.last?.texts == ["Setting Account"])
        #expect(model.jobsPath.count == 1)

        model.selectedTab = .jobs
        #expect(view._standInTree().screens.map(\.texts) == [["Painter", "Baker"], ["Job Baker"]])
    }

    @Test func aTabViewWithoutSelectionShowsItsFirstTab() throws {
        let tabView = try #require(PlainTabsView()._standInTree().tabView)
        #expect(tabView.tabs.map(\.text) == ["First", "Second"])
        #expect(tabView.texts == ["First page"])
        // Its selection lives in the TabView value, made anew by the body at each build.
        #expect(tabView.tabs[1].tap())
        #expect(PlainTabsView()._standInTree().texts == ["First page"])
    }

    @Test func tagsSelectAnOptionalSelectionUnlessTheyExcludeIt() {
        let selection = TabSelection()
        let binding = Bindable(selection).tab
        let including = OptionalSelectionTabsView(selection: binding, includeOptional: true)
        #expect(including._standInTree().texts == ["Settings page"])
        #expect(including._standInTree().tab("Jobs")?.tap() == true)
        #expect(selection.tab == .jobs)
        #expect(including._standInTree().texts == ["Jobs page"])

        // Tags of AppTab only: no tab matches an AppTab? selection, the first tab shows, and a
        // tap cannot set the selection.
        let excluding = OptionalSelectionTabsView(selection: binding, includeOptional: false)
        selection.tab = .settings
        #expect(excluding._standInTree().texts == ["Jobs page"])
        #expect(excluding._standInTree().tab("Jobs")?.tap() == true)
        #expect(selection.tab == .settings)
    }
}
