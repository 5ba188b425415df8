import Dispatch
import Foundation

enum Parallel {
    /// Runs `body` on every element, split in contiguous blocks over the cores when there
    /// are at least `minimumPerWorker` elements per core; returns the elements that failed,
    /// in order.
    static func forEach<Element>(
        _ elements: [(offset: Int, element: Element)], minimumPerWorker: Int,
        _ body: (Int, Element) throws -> Void
    ) -> [(Element, Error)] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, elements.count / minimumPerWorker))
        let failures = UnsafeMutableBufferPointer<Error?>.allocate(capacity: elements.count)
        failures.initialize(repeating: nil)
        defer { failures.deallocate() }
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let shared = (elements: elements, failures: failures, body: body)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let count = shared.elements.count
                for index in (worker * count / workers)..<((worker + 1) * count / workers) {
                    do {
                        try shared.body(shared.elements[index].offset, shared.elements[index].element)
                    } catch {
                        shared.failures[index] = error
                    }
                }
            }
        }
        return zip(elements, failures).compactMap { element, failure in failure.map { (element.element, $0) } }
    }
}
