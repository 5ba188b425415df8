// The screens the runs use: a view model as mvvmgen's SwiftUI flavour will generate it
// (`@Observable @MainActor`), and views reading it as a person writes them.

import Observation
import SwiftUI

struct Job: Identifiable, Hashable, Sendable {
    let id: Int
    let title: String
}

@Observable @MainActor
final class JobsViewModel {
    var jobs: [Job] = []
    var path = NavigationPath()
    var selected: Job?
    var isLoading = false
    var taps = 0
    var refreshes = 0
    private(set) var pagesLoaded = 0

    func loadNextPage() async {
        isLoading = true
        let start = jobs.count
        jobs += (start..<start + 2).map { Job(id: $0, title: "Job \($0)") }
        pagesLoaded += 1
        isLoading = false
    }

    func refresh() async {
        refreshes += 1
        jobs = []
        pagesLoaded = 0
        await loadNextPage()
    }

    func tapped() { taps += 1 }
    func open(_ job: Job) { path.append(job) }
    func preview(_ job: Job) { selected = job }
}

struct JobsView: View {
    @Bindable var model: JobsViewModel

    var body: some View {
        NavigationStack(path: $model.path) {
            VStack {
                Text("Taps: \(model.taps)")
                Button("Tap") { model.tapped() }
                List(model.jobs) { job in
                    HStack {
                        Text(job.title)
                        Spacer()
                        Button("Open \(job.title)") { model.open(job) }
                        Button("Preview \(job.title)") { model.preview(job) }
                    }
                    .onAppear {
                        if job == model.jobs.last {
                            Task { await model.loadNextPage() }
                        }
                    }
                }
                .refreshable { await model.refresh() }
            }
            .navigationTitle("Jobs")
            .navigationDestination(for: Job.self) { job in
                JobDetailView(job: job)
            }
            .overlay {
                if model.isLoading {
                    ProgressView("Loading")
                }
            }
        }
        .task { await model.loadNextPage() }
        .sheet(item: $model.selected) { job in
            Text("Preview of \(job.title)")
        }
    }
}

struct JobDetailView: View {
    let job: Job

    var body: some View {
        VStack {
            Text("Detail of \(job.title)")
            if job.id.isMultiple(of: 2) {
                Text("Even")
            } else {
                Text("Odd")
            }
        }
        .navigationTitle(job.title)
    }
}

/// A view with its own state, and the builder's other forms.
struct CounterView: View {
    @State private var count = 0
    @State private var showsAbout = false
    @State private var stack: [Int] = []

    var body: some View {
        NavigationStack(path: $stack) {
            Section("Counter") {
                Text("Count \(count)")
                Button {
                    count += 1
                } label: {
                    Text("Add")
                }
                Button("Push") { stack.append(count) }
                Button("About") { showsAbout = true }
                ForEach(0..<count, id: \.self) { index in
                    Text("Item \(index)")
                }
            }
            .navigationDestination(for: Int.self) { value in
                Text("Pushed \(value)")
            }
        }
        .sheet(isPresented: $showsAbout, onDismiss: didDismiss) {
            Text("About")
        }
    }

    private func didDismiss() {
        count = 100
    }
}

/// The builder's other forms: `switch`, `if` without `else`, availability, type erasure.
struct FormsView: View {
    enum Mode { case empty, one, erased }
    let mode: Mode
    let showsFooter: Bool

    var body: some View {
        VStack {
            switch mode {
            case .empty:
                EmptyView()
            case .one:
                Text("One")
            case .erased:
                AnyView(Text("Erased"))
            }
            if showsFooter {
                Text("Footer")
            }
            if #available(iOS 17.0, macOS 14.0, *) {
                Text("Available")
            }
        }
    }
}
