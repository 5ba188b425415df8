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
        let (size, chunks) = chunking(count: count, minimumPerWorker: minimumPerWorker)
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

extension Parallel {
    /// `transform` for every index in `0..<count`, in chunks as in `map`, on one thread
    /// per core and `waiting` more: for work that waits on the system (a file system's
    /// journal, a folder's lock), during which a core would otherwise idle.
    public static func mapWaiting<Output>(
        count: Int,
        minimumPerWorker: Int,
        waiting: Int,
        transform: @escaping @Sendable (Int) -> Output
    ) -> [Output] {
        let blocks = count / max(1, minimumPerWorker)
        let workers = blocks > 1 ? min(ProcessInfo.processInfo.activeProcessorCount, blocks) : 1
        guard workers > 1, waiting > 0 else {
            return map(
                count: count,
                minimumPerWorker: minimumPerWorker,
                makeState: {},
                transform: { _, index in transform(index) }
            )
        }
        let (size, chunks) = chunking(count: count, minimumPerWorker: minimumPerWorker)
        let shared = SharedResults<Output>(count: count)
        defer { shared.free() }
        let work: @Sendable () -> Void = {
            while case let chunk = mvvmgen_take_next(shared.next), chunk < chunks {
                for index in (chunk * size)..<min(count, (chunk + 1) * size) {
                    (shared.results + index).initialize(to: transform(index))
                }
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
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: shared.results, count: count)
            initialized = count
        }
    }

    /// The chunks' size and number. Small enough that the worker that finishes last is at
    /// most a chunk behind (blocks of a fixed share left a worker idle for milliseconds),
    /// big enough that what a chunk's state keeps (a screen's values) is rarely made twice.
    private static func chunking(count: Int, minimumPerWorker: Int) -> (size: Int, chunks: Int) {
        let size = max(1, minimumPerWorker / 2, count / 64)
        return (size, (count + size - 1) / size)
    }

    /// The results and the chunk counter several threads share; each slot is written once.
    private final class SharedResults<Output>: @unchecked Sendable {
        let results: UnsafeMutablePointer<Output>
        let next: UnsafeMutablePointer<Int>

        init(count: Int) {
            results = .allocate(capacity: count)
            next = .allocate(capacity: 1)
            next.initialize(to: 0)
        }

        /// The slots must have been moved out.
        func free() {
            results.deallocate()
            next.deallocate()
        }
    }
}
