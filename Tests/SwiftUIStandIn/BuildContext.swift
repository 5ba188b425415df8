// Part of the SwiftUI stand-in (see View.swift): what a build carries down the tree, as
// SwiftUI's view graph does: the observable objects `environment(_:)` put in the environment,
// the NavigationStack a NavigationLink pushes onto, and the graph that keeps each
// UIViewControllerRepresentable's controller from one build to the next (a hosting
// controller's graph lives as long as it; `_StandIn.tree(of:)` makes a new one each build).
// Not SwiftUI API: all internal.

import UIKit

/// The current build's context; builds run on the main actor, one at a time.
@MainActor
enum StandInBuild {
    /// Read by `Environment.wrappedValue`, which SwiftUI declares nonisolated: the stand-in
    /// reads it only while a body is built, on the main actor.
    nonisolated(unsafe) static var environment: [ObjectIdentifier: AnyObject] = [:]
    static var navigation: [NavigationContext] = []
    static var graph: ViewGraph?

    /// Builds a tree from scratch in `graph`: no environment, no enclosing stack.
    static func run<T>(in graph: ViewGraph, _ build: () -> T) -> T {
        let saved = (environment, navigation, self.graph)
        (environment, navigation, self.graph) = ([:], [], graph)
        graph.beginBuild()
        defer {
            graph.endBuild()
            (environment, navigation, self.graph) = saved
        }
        return build()
    }

    /// Builds with `object` as the environment's object of its type (nil removes it).
    static func with<T>(_ object: AnyObject?, for type: ObjectIdentifier, _ build: () -> T) -> T {
        let saved = environment
        environment[type] = object
        defer { environment = saved }
        return build()
    }

    /// Builds a presentation (a sheet): it has no enclosing stack until it makes its own.
    static func presented<T>(_ build: () -> T) -> T {
        let saved = navigation
        navigation = []
        defer { navigation = saved }
        return build()
    }

    /// Builds inside a NavigationStack: links built here push onto it.
    static func with<T>(_ context: NavigationContext, _ build: () -> T) -> T {
        navigation.append(context)
        defer { navigation.removeLast() }
        return build()
    }
}

/// A NavigationStack being built: how to push, and the destinations its screens registered.
@MainActor
final class NavigationContext {
    let append: (AnyHashable) -> Void
    var destinations: [StandInDestination] = []

    init(append: @escaping (AnyHashable) -> Void) {
        self.append = append
    }
}

/// What `navigationDestination(for:destination:)` registered: which values it shows, and
/// the view for one.
struct StandInDestination {
    let accepts: (AnyHashable) -> Bool
    let view: (AnyHashable) -> AnyView?
}

/// Where representables' controllers live between builds, keyed by their type and their
/// order among the representables of that type in a build (SwiftUI keys them by place).
@MainActor
final class ViewGraph {
    struct Represented {
        let controller: UIViewController
        let coordinator: Any
        let dismantle: @MainActor () -> Void
    }

    /// The hosting controller whose graph this is: it becomes the controllers' parent.
    weak var host: UIViewController?
    private var represented: [String: Represented] = [:]
    private var counts: [String: Int] = [:]
    private var visited: Set<String> = []

    func beginBuild() {
        counts = [:]
        visited = []
    }

    /// The representable of `type` next in this build: made by `make` on first use.
    func represented(_ type: Any.Type, make: () -> Represented) -> Represented {
        let name = String(reflecting: type)
        let key = "\(name)#\(counts[name, default: 0])"
        counts[name, default: 0] += 1
        visited.insert(key)
        if let existing = represented[key] { return existing }
        let made = make()
        if let host {
            host.addChild(made.controller)
            made.controller.didMove(toParent: host)
        }
        represented[key] = made
        return made
    }

    /// Representables no longer in the tree are dismantled, as SwiftUI does on removal.
    func endBuild() {
        for (key, gone) in represented where !visited.contains(key) {
            gone.dismantle()
            gone.controller.willMove(toParent: nil)
            gone.controller.removeFromParent()
            represented[key] = nil
        }
    }
}
