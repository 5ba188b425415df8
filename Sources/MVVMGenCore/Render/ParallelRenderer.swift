import Dispatch
import Foundation

/// Renders many requests on every core, each worker with its own renderer (Stencil's
/// objects are not shared across threads), and returns the files in request order, so
/// the output is the same whatever the scheduling.
struct ParallelRenderer {
    /// Below this many files one renderer is faster: a second one costs a template parse.
    static let parallelThreshold = 48

    let templates: TemplateSet

    func render(_ requests: [RenderRequest]) throws(DiagnosticsError) -> [OutputFile] {
        let workers = min(ProcessInfo.processInfo.activeProcessorCount, requests.count / Self.parallelThreshold)
        guard workers > 1 else {
            let renderer = TemplateRenderer(templates: templates)
            var files: [OutputFile] = []
            files.reserveCapacity(requests.count)
            for request in requests { files.append(try renderer.render(request)) }
            return files
        }
        // Each slot is written by exactly one worker; the buffer outlives the loop.
        let results = UnsafeMutableBufferPointer<Result<OutputFile, DiagnosticsError>?>.allocate(capacity: requests.count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let shared = (requests: requests, results: results)
        let templates = self.templates
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let renderer = TemplateRenderer(templates: templates)
            // Contiguous blocks: a screen's requests, which share a context, stay together.
            let count = shared.requests.count
            for index in (worker * count / workers)..<((worker + 1) * count / workers) {
                do throws(DiagnosticsError) {
                    shared.results[index] = .success(try renderer.render(shared.requests[index]))
                } catch {
                    shared.results[index] = .failure(error)
                }
            }
        }
        var files: [OutputFile] = []
        files.reserveCapacity(requests.count)
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            case nil: preconditionFailure("every request is rendered")
            }
        }
        return files
    }
}
