// NavigationLink(value:) over the SwiftUI stand-in: a tap appends the value to the enclosing
// stack's path when a destination matches its type, links in pushed screens push further, and
// a link does nothing without a matching destination, without a stack, or with a nil value.

import Observation
import SwiftUI
import Testing

/// A stack of heterogeneous values: jobs, then their numbers.
struct LinkedJobsView: View {
    @Binding var path: NavigationPath
    let jobs: [Job]

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(jobs) { job in
                    NavigationLink(job.title, value: job)
                }
                NavigationLink("Unknown", value: "a String: no destination shows it")
                NavigationLink("Nothing", value: Optional<Job>.none)
            }
            .navigationDestination(for: Job.self) { job in
                NavigationLink(value: job.id) {
                    Text("Number of \(job.title)")
                }
            }
            .navigationDestination(for: Int.self) { number in
                Text("Job number \(number)")
            }
        }
    }
}

/// A link outside any NavigationStack.
struct LooseLinkView: View {
    var body: some View {
        NavigationLink("Loose", value: 1)
            .navigationDestination(for: Int.self) { Text("\($0)") }
    }
}

/// A sheet over a stack: its links are not in the stack.
struct SheetOverStackView: View {
    @State private var showsSheet = true
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root \(path.count)")
                .navigationDestination(for: Int.self) { Text("Pushed \($0)") }
                .sheet(isPresented: $showsSheet) {
                    NavigationLink("From the sheet", value: 5)
                }
        }
    }
}

/// Where a test keeps a path.
@Observable @MainActor
final class PathHolder {
    var path = NavigationPath()
}

@MainActor
struct LinkRuns {
    let jobs = [Job(id: 7, title: "Welder"), Job(id: 8, title: "Tiler")]

    @Test func aLinkPushesItsValueAndTheDestinationAppears() {
        let holder = PathHolder()
        let view = LinkedJobsView(path: Bindable(holder).path, jobs: jobs)
        let root = view._standInTree()
        #expect(root.button("Welder")?.kind == .link)
        #expect(root.tap("Tiler"))
        #expect(holder.path.count == 1)
        #expect(view._standInTree().screens.last?.texts == ["Number of Tiler"])

        // A link in the pushed screen pushes onto the same stack.
        #expect(view._standInTree().tap("Number of Tiler"))
        #expect(holder.path.count == 2)
        #expect(view._standInTree().screens.map(\.texts).last == ["Job number 8"])
    }

    @Test func aLinkWithoutDestinationStackOrValueDoesNothing() {
        let holder = PathHolder()
        let view = LinkedJobsView(path: Bindable(holder).path, jobs: jobs)
        #expect(view._standInTree().tap("Unknown"))
        #expect(holder.path.isEmpty)
        let nothing = view._standInTree().button("Nothing")
        #expect(nothing?.isDisabled == true)
        #expect(nothing?.tap() == false)
        #expect(LooseLinkView()._standInTree().tap("Loose"))
        #expect(LooseLinkView()._standInTree().screens.isEmpty)
    }

    @Test func aLinkInASheetPushesOntoNoStackOfThePresenter() throws {
        let view = SheetOverStackView()
        let sheet = try #require(view._standInTree().all.lazy.compactMap(\.presentedSheet).first)
        #expect(sheet.tap("From the sheet"))
        #expect(view._standInTree().screens.count == 1)
    }

    @Test func aStackWithoutPathKeepsItsOwn() {
        let stack = NavigationStack {
            NavigationLink("Open", value: 3)
                .navigationDestination(for: Int.self) { Text("Opened \($0)") }
        }
        #expect(stack._standInTree().screens.count == 1)
        #expect(stack._standInTree().tap("Open"))
        #expect(stack._standInTree().screens.last?.texts == ["Opened 3"])
    }
}
