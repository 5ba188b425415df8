import Stencil

/// Stage 4: renders each request. Templates in the forms the built-in ones use are
/// compiled and rendered without Stencil (`CompiledTemplate`); any other template, or a
/// value the compiled renderer will not print, is rendered by Stencil. Either way a
/// template is parsed once per renderer and kept, since parsing costs more than rendering.
public final class TemplateRenderer {
    private let templates: TemplateSet
    private let compiled: CompiledTemplateCache
    /// False to render everything with Stencil: tests compare the two.
    let compiles: Bool

    public convenience init(templates: TemplateSet) {
        self.init(templates: templates, compiles: true)
    }

    init(templates: TemplateSet, compiles: Bool) {
        self.templates = templates
        self.compiles = compiles
        compiled = CompiledTemplateCache(templates: templates)
    }

    /// Stencil's side, made only when a template needs it.
    lazy var loader = ParsedTemplateCache(templates: templates)
    private var environment: Environment { loader.environment }

    deinit {
        // Parsed templates hold the environment, which holds the loader that holds them:
        // break the cycle, or every renderer leaks its templates.
        loader.forget()
    }

    public func render(_ request: RenderRequest) throws(DiagnosticsError) -> OutputFile {
        do {
            let text = try compiledRender(request) ?? stencilRender(request)
            return OutputFile(
                path: request.path, root: request.root, ownership: request.ownership, contents: Self.tidy(text))
        } catch {
            let location = SourceLocation(file: request.template, line: 1, column: 1)
            throw DiagnosticsError([.error("template '\(request.template)' failed: \(error)", at: location)])
        }
    }

    /// Nil when the template does not compile, or the context holds a value the compiled
    /// renderer does not print as Stencil would.
    func compiledRender(_ request: RenderRequest) -> String? {
        guard compiles, let template = compiled.template(named: request.template) else { return nil }
        return try? template.render(context(for: request))
    }

    func stencilRender(_ request: RenderRequest) throws -> String {
        let template = try loader.loadTemplate(name: request.template, environment: environment)
        return try template.render(context(for: request).mapValues(stencilValue))
    }

    /// The last context made, and its values: the requests of one screen share their
    /// context, and come one after another.
    private var lastContext: (box: RenderContext, values: [String: TemplateValue])?

    private func context(for request: RenderRequest) -> [String: TemplateValue] {
        if let lastContext, lastContext.box === request.context { return lastContext.values }
        let values = request.context.values()
        lastContext = (request.context, values)
        return values
    }

    /// A value as Stencil is given it, with every object a Stencil `Context`: Stencil copies
    /// ("normalizes") a dictionary, deeply, each time a variable is looked up through it,
    /// and on Linux casts it through NSDictionary too; a `Context` it reads directly.
    private func stencilValue(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): string
        case .character(let character): character
        case .bool(let bool): bool
        case .int(let int): int
        case .list(let items): items.map(stencilValue)
        case .object(let object): Context(dictionary: object.mapValues(stencilValue), environment: environment)
        case .loop(let index, let count):
            ["first": index == 0, "last": index == count - 1, "counter": index + 1, "counter0": index, "length": count]
        }
    }

    /// Trailing spaces removed, runs of blank lines collapsed to one, no blank line
    /// right after `{` or before `}`, one final newline: templates stay readable and
    /// the output stays formatted.
    static func tidy(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingBlank = false  // a blank line seen, written only if something follows
        var lastLineEndsWithBrace = false
        var isFirstLine = true
        var line: [UInt8] = []
        func flush(_ line: inout [UInt8]) {
            while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
            if line.isEmpty {
                if !isFirstLine, !lastLineEndsWithBrace { pendingBlank = true }
                return
            }
            let startsWithBrace = line.first(where: { $0 != 0x20 }) == UInt8(ascii: "}")
            if pendingBlank, !startsWithBrace { output.append(0x0A) }
            pendingBlank = false
            output.append(contentsOf: line)
            output.append(0x0A)
            lastLineEndsWithBrace = line.last == UInt8(ascii: "{")
            isFirstLine = false
            line.removeAll(keepingCapacity: true)
        }
        for byte in text.utf8 {
            if byte == 0x0A {
                flush(&line)
            } else {
                line.append(byte)
            }
        }
        flush(&line)
        if output.isEmpty { return "\n" }
        return String(decoding: output, as: UTF8.self)
    }
}
