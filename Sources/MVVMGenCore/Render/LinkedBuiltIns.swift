import Foundation
import MVVMGenTemplates

/// mvvmgen's own templates, lexed, parsed and linked to the type of context each renders
/// with once per process. `prepare()` links them on a thread of their own while the input
/// is read and checked: linking them is a twentieth of a one-screen run.
public enum LinkedBuiltIns {
    /// Every built-in template with the type of its context, as `Translator` pairs them
    /// (a test checks that every request it makes is here).
    static var pairs: [(name: String, root: TemplateObjectType)] {
        let screen = ScreenFile.table.type
        let screenTemplates = [
            "CallbackAction.swift.stencil", "ViewModelInterface.swift.stencil", "ViewModel.swift.stencil",
            "CellView.swift.stencil", "CellViewCallbacks.swift.stencil", "ViewControllerCallbacks.swift.stencil",
            "ViewController.swift.stencil", "ViewModelTests.swift.stencil",
        ]
        return screenTemplates.map { ($0, screen) } + [
            ("Model.swift.stencil", ModelFile.table.type), ("Router.swift.stencil", RouterFile.table.type),
        ]
    }

    private static let cache = Cache()

    /// Starts linking every built-in template on another thread; `nodes` waits for a
    /// template that thread is linking, and links one it has not reached itself.
    public static func prepare() {
        let pairs = Self.pairs
        Thread { for pair in pairs { _ = cache.nodes(pair.name, root: pair.root) } }.start()
    }

    /// The built-in template `name` linked for `root`; nil if it does not lex or parse,
    /// which a test rules out (the compiler then reports why).
    static func nodes(_ name: String, root: TemplateObjectType) -> [LinkedNode]? {
        cache.nodes(name, root: root)
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`, held while a template is linked: nothing is linked twice.
        private var linked: [String: [(root: ObjectIdentifier, nodes: [LinkedNode]?)]] = [:]

        func nodes(_ name: String, root: TemplateObjectType) -> [LinkedNode]? {
            lock.lock()
            defer { lock.unlock() }
            let key = ObjectIdentifier(root)
            if let known = linked[name]?.first(where: { $0.root == key }) { return known.nodes }
            let nodes = Self.link(name, root: root)
            linked[name, default: []].append((key, nodes))
            return nodes
        }

        private static func link(_ name: String, root: TemplateObjectType) -> [LinkedNode]? {
            guard let source = BuiltInTemplates.sources[name],
                let tokens = try? TemplateLexer.tokens(of: source, template: name)
            else { return nil }
            var parser = TemplateParser(template: name, tokens: tokens, partial: { _ in nil })
            guard let parsed = try? parser.parse() else { return nil }
            var linker = TemplateLinker(root: root)
            return linker.link(parsed)
        }
    }
}
