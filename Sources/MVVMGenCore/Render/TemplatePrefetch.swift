import Foundation

/// mvvmgen's own templates compiled on another core while the screen file is read, checked
/// and translated: compiling them is about a third of a one-screen run's own work, and
/// needs nothing from the screen file. The renderer takes what is ready, waits for what is
/// being compiled and compiles the rest itself, so the nodes are the same whoever made them.
public final class TemplatePrefetch: @unchecked Sendable {
    private enum State {
        case waiting
        case compiling
        /// Nil when it failed: the renderer compiles it again, and reports the mistake.
        case compiled(LinkedTemplate?, root: TemplateObjectType)
        /// The renderer asked before it was started, and compiles it itself.
        case taken
    }

    /// The templates, each with the type of its context: made on the other thread too, as
    /// making a description's table is part of the work that thread takes on.
    private let entries: [(template: String, root: @Sendable () -> TemplateObjectType)]
    private let condition = NSCondition()
    /// One per entry, guarded by `condition`.
    private var states: [State]

    /// Starts compiling the built-in templates a run of `flavour` renders for most screen
    /// files. The renderer takes one only where its own set has it unchanged: what the
    /// user's folder replaces, it checks and compiles. Nil when no thread could be made.
    public static func start(flavour: Flavour, writesTests: Bool) -> TemplatePrefetch? {
        let screen: @Sendable () -> TemplateObjectType = { ScreenFile.table.type }
        let names =
            flavour == .uikit
            ? ["CallbackAction", "ViewModelInterface", "ViewModel", "ViewControllerCallbacks", "ViewController"]
            : [
                "CallbackAction", "SwiftUIViewModelInterface", "SwiftUIViewModel", "SwiftUIViewWiring",
                "SwiftUIView", "SwiftUIPreviews",
            ]
        // In the order the renderer asks for them: models, screens, tests, router.
        var entries: [(String, @Sendable () -> TemplateObjectType)] = [
            ("Model.swift.stencil", { ModelFile.table.type })
        ]
        entries += names.map { ("\($0).swift.stencil", screen) }
        if writesTests { entries.append(("ViewModelTests.swift.stencil", screen)) }
        entries.append(("Router.swift.stencil", { RouterFile.table.type }))
        let prefetch = TemplatePrefetch(entries: entries)
        guard DetachedThread.start({ prefetch.compileAll() }) else { return nil }
        return prefetch
    }

    private init(entries: [(template: String, root: @Sendable () -> TemplateObjectType)]) {
        self.entries = entries
        states = Array(repeating: .waiting, count: entries.count)
    }

    /// Compiles the templates from the first; the renderer, while it waits, from the last.
    private func compileAll() {
        while let index = claim(where: { $0.firstIndex(where: Self.isWaiting) }) { compile(index) }
    }

    /// Marks the entry `pick` chooses among the states as being compiled, under the lock.
    private func claim(where pick: ([State]) -> Int?) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        return claimHoldingLock(where: pick)
    }

    /// `claim(where:)` for a caller that holds the lock.
    private func claimHoldingLock(where pick: ([State]) -> Int?) -> Int? {
        guard let index = pick(states) else { return nil }
        states[index] = .compiling
        return index
    }

    /// Compiles a claimed entry, outside the lock, and wakes whoever waits for it.
    private func compile(_ index: Int) {
        let root = entries[index].root()
        let nodes = try? TemplateCompiler(templates: .builtIn).compile(entries[index].template, root: root).linked
        condition.lock()
        states[index] = .compiled(nodes, root: root)
        condition.broadcast()
        condition.unlock()
    }

    private static func isWaiting(_ state: State) -> Bool {
        if case .waiting = state { true } else { false }
    }

    /// The built-in `template`'s nodes for a context of type `root` once compiled here; nil
    /// when this prefetch does not compile it or had not started it (the caller compiles it).
    /// While the one asked for is being compiled, the caller compiles the last one still
    /// waiting: both work in the same order, so without that the caller would wait for each
    /// in turn while the other thread compiles them all.
    func nodes(of template: String, root: TemplateObjectType) -> LinkedTemplate? {
        guard let index = entries.firstIndex(where: { $0.template == template }) else { return nil }
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch states[index] {
            case .waiting:
                states[index] = .taken
                return nil
            case .compiling:
                if let last = claimHoldingLock(where: { $0.lastIndex(where: Self.isWaiting) }) {
                    condition.unlock()
                    compile(last)
                    condition.lock()
                } else {
                    condition.wait()
                }
            case .compiled(let nodes, let compiledRoot):
                return compiledRoot === root ? nodes : nil
            case .taken:
                return nil
            }
        }
    }

    /// Returns once every template is compiled or taken (for tests).
    func waitUntilFinished() {
        condition.lock()
        defer { condition.unlock() }
        while states.contains(where: {
            switch $0 {
            case .waiting, .compiling: true
            case .compiled, .taken: false
            }
        }) {
            condition.wait()
        }
    }
}
