/// Stage 1: YAML text to `SpecFile`. Checks the shape of what was written (known keys,
/// the right kinds of values, short forms); cross-references are the validator's job.
public enum SpecParser {
    /// From this size on (bytes of YAML, about 50 screens), the file's YAML tree is freed on
    /// another core: for 1,000 screens that took 10 ms of the run's one busy core.
    static let releasedElsewhere = 64 * 1024

    /// What could be read, with the problems found on the way. Throws only when the text
    /// is not YAML at all.
    public static func parse(_ input: InputFile) throws(DiagnosticsError) -> ParsedSpec {
        let root = try YAMLLoader.load(input)
        var walker = SpecWalker(reader: NodeReader(file: input.path), file: SpecFile(input: input))
        walker.readFile(root)
        if input.text.utf8.count >= Self.releasedElsewhere { DetachedThread.release(consume root) }
        return ParsedSpec(file: walker.file, diagnostics: walker.reader.log.sorted)
    }
}

/// Walks the YAML tree of one screen file, filling in `file` and logging every shape
/// mistake. Each part it reads has its own file under `Readers/`.
struct SpecWalker {
    var reader: NodeReader
    var file: SpecFile

    mutating func readFile(_ root: YAMLNode) {
        guard let fields = reader.fields(root, "the top level", allowed: SpecKeys.file, required: ["screens"]) else {
            return
        }
        if let node = fields["types"] { file.types = reader.names(node, "'types'") ?? [] }
        if let node = fields["imports"] { file.imports = reader.names(node, "'imports'") ?? [] }
        if let node = fields["silence"] { file.silence = reader.names(node, "'silence'") ?? [] }
        if let node = fields["models"] {
            file.models = entries(node, "'models'").compactMap { name, node in
                readModel(name: name, node) ?? unreadable(name)
            }
        }
        if let node = fields["fixtures"] {
            file.fixtures = entries(node, "'fixtures'").compactMap { readFixture(name: $0, $1) }
        }
        if let node = fields["given"] {
            file.given = entries(node, "'given' of every screen").compactMap { readDependency(name: $0, $1) }
        }
        if let node = fields["screens"] { file.screens = readScreens(entries(node, "'screens'")) }
        for index in file.screens.indices where file.screens[index].kind != .cell {
            file.screens[index].given = file.given + ownGiven(of: file.screens[index])
        }
    }

    /// A screen's own given objects, without those it also declares for every screen
    /// (each reported at the screen's line), so nothing is declared twice.
    private mutating func ownGiven(of screen: ScreenSpec) -> [DependencySpec] {
        screen.given.filter { own in
            guard let shared = file.given.first(where: { $0.name.text == own.name.text }) else { return true }
            reader.log.error(
                "'\(own.name)' is given to every screen of this file already: remove it from screen '\(screen.name)'",
                at: own.name.location,
                notes: [.init("given to every screen here", at: shared.name.location)]
            )
            return false
        }
    }

    /// Screens are read on every core, each worker with a log of its own; the logs are
    /// joined in the screens' order, so the diagnostics are those one thread would log.
    private mutating func readScreens(_ entries: [(Name, YAMLNode)]) -> [ScreenSpec] {
        let (path, spec) = (reader.file, file)
        let read = Parallel.map(
            count: entries.count,
            minimumPerWorker: 64,
            makeState: { SpecWalker(reader: NodeReader(file: path), file: spec) },
            transform: { walker, index in
                let logged = walker.reader.log.diagnostics.count
                let screen = walker.readScreen(name: entries[index].0, entries[index].1)
                return (screen, walker.reader.log.diagnostics[logged...])
            }
        )
        var screens: [ScreenSpec] = []
        for (index, (screen, diagnostics)) in read.enumerated() {
            reader.log.append(contentsOf: Array(diagnostics))
            if let screen {
                screens.append(screen)
            } else {
                let _: ScreenSpec? = unreadable(entries[index].0)
            }
        }
        return screens
    }

    /// Notes a screen or model that could not be read (its error is already logged).
    mutating func unreadable<Value>(_ name: Name) -> Value? {
        file.unreadable.insert(name.text)
        return nil
    }

    /// The `name: value` entries of a mapping, names in the order written.
    mutating func entries(_ node: YAMLNode, _ what: String) -> [(Name, YAMLNode)] {
        if reader.isNull(node) { return [] }
        return (reader.mapping(node, what) ?? []).map { (reader.name(of: $0.key), $0.value) }
    }
}
