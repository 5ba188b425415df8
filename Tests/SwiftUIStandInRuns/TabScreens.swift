// Screens for TabRuns.swift: a TabView with one NavigationStack per tab, as mvvmgen's SwiftUI
// flavour will generate an app's tabs, each stack's path in the model.

import Observation
import SwiftUI

enum AppTab: Hashable {
    case jobs, settings
}

struct Setting: Hashable, Codable {
    let name: String
}

@Observable @MainActor
final class TabsModel {
    var selectedTab = AppTab.jobs
    var jobsPath: [Job] = []
    var settingsPath = NavigationPath()
    let jobs = [Job(id: 1, title: "Painter"), Job(id: 2, title: "Baker")]
}

struct AppTabsView: View {
    @Bindable var model: TabsModel

    var body: some View {
        TabView(selection: $model.selectedTab) {
            NavigationStack(path: $model.jobsPath) {
                List(model.jobs) { job in
                    NavigationLink(job.title, value: job)
                }
                .navigationTitle("Jobs")
                .navigationDestination(for: Job.self) { job in
                    Text("Job \(job.title)")
                }
            }
            .tabItem { Label("Jobs", systemImage: "briefcase") }
            .tag(AppTab.jobs)

            NavigationStack(path: $model.settingsPath) {
                VStack {
                    NavigationLink(value: Setting(name: "Account")) {
                        Label("Account", systemImage: "person")
                    }
                }
                .navigationTitle("Settings")
                .navigationDestination(for: Setting.self) { setting in
                    Text("Setting \(setting.name)")
                }
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(AppTab.settings)
        }
    }
}

/// A TabView that keeps its own selection, without tags.
struct PlainTabsView: View {
    var body: some View {
        TabView {
            Text("First page")
                .tabItem { Text("First") }
            Text("Second page")
                .tabItem { Text("Second") }
        }
    }
}

/// Where a test keeps an optional selection.
@Observable @MainActor
final class TabSelection {
    var tab: AppTab? = .settings
}

/// A selection of an optional type, and tags of the plain type.
struct OptionalSelectionTabsView: View {
    @Binding var selection: AppTab?
    let includeOptional: Bool

    var body: some View {
        TabView(selection: $selection) {
            Text("Jobs page")
                .tabItem { Text("Jobs") }
                .tag(AppTab.jobs, includeOptional: includeOptional)
            Text("Settings page")
                .tabItem { Text("Settings") }
                .tag(AppTab.settings, includeOptional: includeOptional)
        }
    }
}
