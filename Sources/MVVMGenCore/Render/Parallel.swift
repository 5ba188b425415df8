import Dispatch
import Foundation
import MVVMGenSystem

/// Work spread over every core in chunks of consecutive indices, results in order, so the
/// output is the same whatever the scheduling. Used to read screens, render files and
/// write them.
public enum Parallel {
    /// `transform` for every index in `0..<count`, each chunk of consecutive indices with
    /// the state `makeState` gives it (for what cannot be shared across threads, and a
    /// chunk's own memory: where chunks begin depends only on `count` and
    /// `minimumPerWorker`, so what a transform does with its state is the same on any
    /// machine). One worker per core when there are at least `minimumPerWorker` indices
    /// for each; else everything on this thread.
    public static func map<State, Output>(
        count: Int,
        minimumPerWorker: Int,
        makeState: () -> State,
        transform: (inout State, Int) -> Output
    ) -> [Output] {
        // Small enough that the worker that finishes last is at most a chunk behind (blocks
        // of a fixed share left a worker idle for milliseconds), big enough that what a
        // chunk's state keeps (a screen's values) is rarely made twice.
        let size = max(1, minimumPerWorker / 2, count / 64)
        let chunks = (count + size - 1) / size
        let blocks = count / max(1, minimumPerWorker)
        // Asked only when there is work to share: the core count reads cgroup files, which
        // cost a one-screen run more than rendering it.
        let workers = blocks > 1 ? min(ProcessInfo.processInfo.activeProcessorCount, blocks, chunks) : 1
        guard workers > 1 else {
            var results: [Output] = []
            results.reserveCapacity(count)
            for chunk in 0..<chunks {
                var state = makeState()
                for index in (chunk * size)..<min(count, (chunk + 1) * size) {
                    results.append(transform(&state, index))
                }
            }
            return results
        }
        // Each slot is written by exactly one worker; the buffer outlives the loop.
        let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        next.initialize(to: 0)
        defer { next.deallocate() }
        withoutActuallyEscaping(makeState) { makeState in
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let shared = (
                    results: results, next: next, makeState: makeState, transform: transform
                )
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while case let chunk = mvvmgen_take_next(shared.next), chunk < chunks {
                        var state = shared.makeState()
                        for index in (chunk * size)..<min(count, (chunk + 1) * size) {
                            shared.results[index] = shared.transform(&state, index)
                        }
                    }
                }
            }
        }
        // Moved out, not copied: a copy retained every result once more and, with the
        // buffer freed uninitialized, never released the first.
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: (results.baseAddress! + index).move()!)
            }
            initialized = count
        }
    }
}
