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
        let chunks = Chunks(count: count, minimumPerWorker: minimumPerWorker)
        let workers = workers(count: count, minimumPerWorker: minimumPerWorker)
        guard workers > 1 else {
            var results: [Output] = []
            results.reserveCapacity(count)
            for chunk in 0..<chunks.count {
                var state = makeState()
                for index in chunks.indices(of: chunk) { results.append(transform(&state, index)) }
            }
            return results
        }
        let shared = SharedResults<Output>(chunks)
        withoutActuallyEscaping(makeState) { makeState in
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let work = (makeState: makeState, transform: transform)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    shared.takeChunks { indices in
                        var state = work.makeState()
                        for index in indices { shared.set(index, work.transform(&state, index)) }
                    }
                }
            }
        }
        return shared.moveOut()
    }

    /// `transform` for every index in `0..<count`, in chunks as in `map`, on one thread
    /// per core and `waiting` more: for work that waits on the system (a file system's
    /// journal, a folder's lock), during which a core would otherwise idle.
    public static func mapWaiting<Output>(
        count: Int,
        minimumPerWorker: Int,
        waiting: Int,
        transform: @escaping @Sendable (Int) -> Output
    ) -> [Output] {
        let workers = workers(count: count, minimumPerWorker: minimumPerWorker)
        guard workers > 1, waiting > 0 else {
            return map(
                count: count,
                minimumPerWorker: minimumPerWorker,
                makeState: {},
                transform: { _, index in transform(index) }
            )
        }
        let shared = SharedResults<Output>(Chunks(count: count, minimumPerWorker: minimumPerWorker))
        let work: @Sendable () -> Void = {
            shared.takeChunks { indices in
                for index in indices { shared.set(index, transform(index)) }
            }
        }
        let finished = DispatchSemaphore(value: 0)
        var started = 0
        for _ in 0..<waiting
        where DetachedThread.start({
            work()
            finished.signal()
        }) { started += 1 }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        for _ in 0..<started { finished.wait() }
        return shared.moveOut()
    }

    /// One per core when there are at least `minimumPerWorker` indices for each. Asked only
    /// when there is work to share: the core count reads cgroup files, which cost a
    /// one-screen run more than rendering it.
    private static func workers(count: Int, minimumPerWorker: Int) -> Int {
        let blocks = count / max(1, minimumPerWorker)
        guard blocks > 1 else { return 1 }
        return min(ProcessInfo.processInfo.activeProcessorCount, blocks)
    }

    /// Consecutive indices, small enough that the worker that finishes last is at most a
    /// chunk behind (blocks of a fixed share left a worker idle for milliseconds), big
    /// enough that what a chunk's state keeps (a screen's values) is rarely made twice.
    private struct Chunks {
        let total: Int
        let size: Int

        init(count: Int, minimumPerWorker: Int) {
            total = count
            size = max(1, minimumPerWorker / 2, count / 64)
        }

        var count: Int { (total + size - 1) / size }

        func indices(of chunk: Int) -> Range<Int> {
            (chunk * size)..<min(total, (chunk + 1) * size)
        }
    }

    /// The results and the chunk counter the workers share: each slot is set once, by the
    /// worker that took its chunk, and the results are moved out, not copied (a copy
    /// retained each result once more, and freeing the buffer never released the first).
    private final class SharedResults<Output>: @unchecked Sendable {
        let chunks: Chunks
        let results: UnsafeMutablePointer<Output>
        let next: UnsafeMutablePointer<Int>

        init(_ chunks: Chunks) {
            self.chunks = chunks
            results = .allocate(capacity: chunks.total)
            next = .allocate(capacity: 1)
            next.initialize(to: 0)
        }

        /// Runs `body` on chunks taken from the counter until none is left.
        func takeChunks(_ body: (Range<Int>) -> Void) {
            while case let chunk = mvvmgen_take_next(next), chunk < chunks.count {
                body(chunks.indices(of: chunk))
            }
        }

        func set(_ index: Int, _ value: Output) {
            (results + index).initialize(to: value)
        }

        /// Every result, once every slot is set; the buffers are freed.
        func moveOut() -> [Output] {
            defer {
                results.deallocate()
                next.deallocate()
            }
            return Array(unsafeUninitializedCapacity: chunks.total) { buffer, initialized in
                buffer.baseAddress!.moveInitialize(from: results, count: chunks.total)
                initialized = chunks.total
            }
        }
    }
}
