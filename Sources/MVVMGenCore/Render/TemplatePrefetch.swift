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

    private func compileAll() {
        let compiler = TemplateCompiler(templates: .builtIn)
        for index in entries.indices {
            condition.lock()
            guard case .waiting = states[index] else {
                condition.unlock()
                continue
            }
            states[index] = .compiling
            condition.unlock()
            let root = entries[index].root()
            let nodes = try? compiler.compile(entries[index].template, root: root).linked
            condition.lock()
            states[index] = .compiled(nodes, root: root)
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The built-in `template`'s nodes for a context of type `root` once compiled here; nil
    /// when this prefetch does not compile it or had not started it (the caller compiles it).
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
                condition.wait()
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
