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
            transform: { renderer, index -> Attempt<OutputFile, DiagnosticsError> in
                do throws(DiagnosticsError) {
                    return .success(try renderer.render(requests[index]))
                } catch {
                    return .failure(error)
                }
            }
        )
        var files: [OutputFile] = []
        files.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            }
        }
        return files
    }
}
