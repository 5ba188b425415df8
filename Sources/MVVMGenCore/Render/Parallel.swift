import Dispatch
import Foundation

/// Work spread over every core in contiguous blocks, results in order, so the output is
/// the same whatever the scheduling. Used to read screens, render files and write them.
public enum Parallel {
    /// `transform` for every index in `0..<count`, each worker with the state `makeState`
    /// gives it (for what cannot be shared across threads). One worker per core when there
    /// are at least `minimumPerWorker` indices for each; else everything on this thread.
    public static func map<State, Output>(
        count: Int,
        minimumPerWorker: Int,
        makeState: () -> State,
        transform: (inout State, Int) -> Output
    ) -> [Output] {
        let blocks = count / max(1, minimumPerWorker)
        // Asked only when there is work to share: the core count reads cgroup files, which
        // cost a one-screen run more than rendering it.
        let workers = blocks > 1 ? min(ProcessInfo.processInfo.activeProcessorCount, blocks) : blocks
        guard workers > 1 else {
            var state = makeState()
            return (0..<count).map { transform(&state, $0) }
        }
        // Each slot is written by exactly one worker; the buffer outlives the loop.
        let results = UnsafeMutableBufferPointer<Output?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        withoutActuallyEscaping(makeState) { makeState in
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let shared = (results: results, makeState: makeState, transform: transform)
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    var state = shared.makeState()
                    for index in (worker * count / workers)..<((worker + 1) * count / workers) {
                        shared.results[index] = shared.transform(&state, index)
                    }
                }
            }
        }
        return results.map { $0! }
    }
}
