/// Stage 4: renders many requests on every core, each worker with its own renderer
/// (Stencil's objects are not shared across threads), and returns the files in request order.
public struct Renderer: Sendable {
    /// Below this many files per core one renderer is faster: another costs a template parse.
    static let parallelThreshold = 48

    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    public func render(_ requests: [RenderRequest]) throws(DiagnosticsError) -> [OutputFile] {
        let templates = self.templates
        // Contiguous blocks keep a screen's requests, which share a context, together.
        let results = Parallel.map(
            count: requests.count,
            minimumPerWorker: Self.parallelThreshold,
            makeState: { TemplateRenderer(templates: templates) },
            transform: { renderer, index in
                Result { () throws(DiagnosticsError) in try renderer.render(requests[index]) }
            }
        )
        return try results.map { result throws(DiagnosticsError) in try result.get() }
    }
}
