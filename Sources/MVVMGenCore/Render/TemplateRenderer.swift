import Stencil

/// Stage 4: renders each request. Templates in the forms the built-in ones use are
/// compiled and rendered without Stencil (`CompiledTemplate`); any other template, or a
/// value the compiled renderer will not print, is rendered by Stencil. Either way a
/// template is parsed once per renderer and kept, since parsing costs more than rendering.
public final class TemplateRenderer {
    let templates: TemplateSet
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

    deinit {
        // Parsed templates hold the environment, which holds the loader that holds them:
        // break the cycle, or every renderer leaks its templates.
        loader.forget()
    }

    /// The file `request` describes: its header line, then its template's output, tidied.
    public func render(_ request: RenderRequest) throws(DiagnosticsError) -> OutputFile {
        do {
            let (text, engine) = try renderBody(request)
            let header = GeneratedHeader.line(for: request.ownership, source: request.source)
            return OutputFile(
                path: request.path,
                root: request.root,
                ownership: request.ownership,
                contents: Self.tidy(header + "\n" + text),
                engine: engine
            )
        } catch {
            throw DiagnosticsError([diagnostic(for: error, rendering: request)])
        }
    }

    /// The template's output and the engine that made it: compiled when it can be.
    func renderBody(_ request: RenderRequest) throws -> (String, RenderEngine) {
        switch compiledRender(request) {
        case .success(let text): (text, .compiled)
        case .failure(let fallback): (try stencilRender(request), .stencil(reason: fallback.reason))
        }
    }

    /// Why the compiled renderer left a template to Stencil.
    struct Fallback: Error {
        var reason: String
    }

    /// Fails when the template does not compile, or the context holds a value the compiled
    /// renderer does not print as Stencil would.
    func compiledRender(_ request: RenderRequest) -> Result<String, Fallback> {
        guard compiles else { return .failure(Fallback(reason: "the compiled renderer is off")) }
        guard let template = compiled.template(named: request.template) else {
            return .failure(Fallback(reason: compiled.reason(for: request.template)))
        }
        do {
            return .success(try template.render(context(for: request)))
        } catch {
            return .failure(Fallback(reason: "it prints a value the compiled renderer does not (\(error.what))"))
        }
    }

    /// The last context made, and its values: the requests of one screen share their
    /// context, and come one after another.
    private var lastContext: (box: RenderContext, values: [String: TemplateValue])?

    func context(for request: RenderRequest) -> [String: TemplateValue] {
        if let lastContext, lastContext.box === request.context { return lastContext.values }
        let values = request.context.values()
        lastContext = (request.context, values)
        return values
    }

}
