/// Stage 4: checks every template the requests name against its context's type, then
/// renders the requests on every core and returns the files in request order. The
/// built-in templates and the user's go the same way.
public struct Renderer: Sendable {
    /// Below this many files per core one worker is faster.
    static let parallelThreshold = 48

    public let templates: TemplateSet
    /// Built-in templates being compiled on another core, taken for those this set has unchanged.
    public var prefetch: TemplatePrefetch?

    public init(templates: TemplateSet, prefetch: TemplatePrefetch? = nil) {
        self.templates = templates
        self.prefetch = prefetch
    }

    public func render(_ requests: [RenderRequest]) throws(DiagnosticsError) -> [OutputFile] {
        try renderReporting(requests).files
    }

    /// The files of `requests`, and a warning at each deprecated key a template reads.
    /// `checking` are requests not rendered (the person's files that exist): their templates
    /// are checked all the same, so a mistake is found whichever files a run writes.
    public func renderReporting(
        _ requests: [RenderRequest],
        checking unrendered: [RenderRequest] = []
    ) throws(DiagnosticsError) -> (files: [OutputFile], warnings: [Diagnostic]) {
        let templates = self.templates
        // An unrendered request's template is checked only when it is the user's: the built-in
        // ones are checked by a test.
        let checked = unrendered.filter { !templates.isUnchangedBuiltIn($0.template) }
        let (compiled, byRequest, warnings) = try compile(requests + checked)
        let origins = origins(of: requests)
        // Chunks of consecutive requests keep a screen's requests, which share a context,
        // together. A chunk stops at its first render over budget: the rest would likely be
        // too (where chunks begin depends only on the count, so the errors do too).
        var files = Parallel.map(
            count: requests.count,
            minimumPerWorker: Self.parallelThreshold,
            makeState: { (memo: ContextMemo(), headers: HeaderMemo(), stopped: false) },
            transform: { state, index -> Attempt<OutputFile, TemplateError>? in
                guard !state.stopped else { return nil }
                let request = requests[index]
                do throws(TemplateError) {
                    let root = state.memo.root(of: request.context)
                    let header = state.headers.lines(for: request.ownership, source: request.source)
                    var file = try Self.file(request, header: header, linked: compiled[byRequest[index]], root: root)
                    file.template = origins[request.template] ?? templates.file(of: request.template)
                    return .success(file)
                } catch {
                    state.stopped = true
                    return .failure(error)
                }
            }
        )
        var rendered: [OutputFile] = []
        var failures: [Diagnostic] = []
        // Each result moved out, not copied: a copy counts a file's texts up and down.
        for index in files.indices {
            switch files[index].take() {
            case .success(let file): rendered.append(file)
            case .failure(let error):
                // One error per place: the screens of a run share their templates.
                let diagnostic = error.diagnostic(in: templates)
                if !failures.contains(diagnostic) { failures.append(diagnostic) }
            case nil: break
            }
        }
        if !failures.isEmpty { throw DiagnosticsError(warnings + failures) }
        return (rendered, warnings)
    }

    /// Each template's `TemplateSet.origin(of:)`, for --verbose: its file, and which of the
    /// user's templates it includes. Made once per template, not once per file.
    private func origins(of requests: [RenderRequest]) -> [String: String] {
        var origins: [String: String] = [:]
        for request in requests where origins[request.template] == nil {
            origins[request.template] = templates.origin(of: request.template)
        }
        return origins
    }

    /// The file `request` describes: its header lines, then its template's output, tidied.
    static func file(
        _ request: RenderRequest,
        header: String,
        linked: LinkedTemplate,
        root: TemplateObjectValue
    ) throws(TemplateError) -> OutputFile {
        // Room for a typical file (a few kilobytes; the biggest grow past it once or twice).
        var text = RenderedText(header, capacity: 8192)
        var evaluator = TemplateEvaluator(root: root, template: request.template)
        try evaluator.render(linked, into: &text)
        return OutputFile(
            path: request.path,
            root: request.root,
            ownership: request.ownership,
            contents: Tidy.tidy(text)
        )
    }

    /// Each template once per context type (a linear search: a run has a few), and for each
    /// request the index of its template's nodes; every mistake found, one per template.
    private func compile(_ requests: [RenderRequest]) throws(DiagnosticsError) -> (
        linked: [LinkedTemplate], byRequest: [Int], warnings: [Diagnostic]
    ) {
        let compiler = TemplateCompiler(templates: templates)
        var keys: [(template: String, type: ObjectIdentifier)] = []
        var compiled: [LinkedTemplate] = []
        var byRequest: [Int] = []
        byRequest.reserveCapacity(requests.count)
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        for request in requests {
            let type = ObjectIdentifier(request.context.type)
            if let known = keys.firstIndex(where: { $0.template == request.template && $0.type == type }) {
                byRequest.append(known)
                continue
            }
            if templates.isUnchangedBuiltIn(request.template),
                let nodes = prefetch?.nodes(of: request.template, root: request.context.type)
            {
                compiled.append(nodes)
            } else {
                do {
                    let (nodes, found) = try compiler.compile(request.template, root: request.context.type)
                    compiled.append(nodes)
                    warnings += found.map { .warning($0.message, at: templates.location(of: $0.place)) }
                } catch {
                    compiled.append(LinkedTemplate(nodes: [], parts: [], texts: []))
                    if !keys.contains(where: { $0.template == request.template }) {
                        diagnostics += error.all.map { $0.diagnostic(in: templates) }
                    }
                }
            }
            keys.append((request.template, type))
            byRequest.append(compiled.count - 1)
        }
        if !diagnostics.isEmpty { throw DiagnosticsError(warnings + diagnostics) }
        return (compiled, byRequest, warnings)
    }
}

/// The last context a worker made: the requests of one screen share it and come one after
/// another, so it is made once.
final class ContextMemo {
    private var last: (context: RenderContext, value: TemplateObjectValue)?

    func root(of context: RenderContext) -> TemplateObjectValue {
        if let last, last.context === context { return last.value }
        let value = context.value()
        last = (context, value)
        return value
    }
}

/// The header lines a worker last made for each ownership: a run's files come from one
/// screen file or a few, so the same lines are asked for again and again.
struct HeaderMemo {
    private var regenerated: (source: String, lines: String)?
    private var createdOnce: (source: String, lines: String)?

    mutating func lines(for ownership: Ownership, source: String) -> String {
        let known = ownership == .regenerated ? regenerated : createdOnce
        if let known, known.source == source { return known.lines }
        let made = (source: source, lines: GeneratedHeader.lines(for: ownership, source: source))
        if ownership == .regenerated { regenerated = made } else { createdOnce = made }
        return made.lines
    }
}
