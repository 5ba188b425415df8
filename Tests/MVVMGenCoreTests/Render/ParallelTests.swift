import Foundation
import Testing

@testable import MVVMGenCore

/// Work spread over the cores gives what one thread would: results in index order, and
/// each chunk's state made fresh where the count alone says chunks begin.
@Suite("Parallel map")
struct ParallelTests {
    /// Each index's result: the first index its state saw, that is its chunk's start.
    static func chunkStarts(count: Int, minimumPerWorker: Int) -> [Int] {
        Parallel.map(
            count: count,
            minimumPerWorker: minimumPerWorker,
            makeState: { nil as Int? },
            transform: { first, index in
                if first == nil { first = index }
                return first!
            }
        )
    }

    @Test(
        "results are in index order, and states begin at the same indices for any scheduling",
        arguments: [
            (0, 8), (1, 8), (7, 8), (100, 8), (1000, 8), (6011, 48), (6011, 100_000),
        ]
    )
    func chunks(count: Int, minimumPerWorker: Int) {
        let size = max(1, minimumPerWorker / 2, count / 64)
        let expected = (0..<count).map { $0 - $0 % size }
        for _ in 0..<5 {
            #expect(Self.chunkStarts(count: count, minimumPerWorker: minimumPerWorker) == expected)
        }
        let squares = Parallel.map(
            count: count,
            minimumPerWorker: minimumPerWorker,
            makeState: {},
            transform: { _, index in index * index }
        )
        #expect(squares == (0..<count).map { $0 * $0 })
    }

    /// Counts the instances alive (they are made on several threads).
    final class Counted: @unchecked Sendable {
        nonisolated(unsafe) private static var count = 0
        private static let lock = NSLock()
        static var alive: Int { lock.withLock { count } }
        init() { Self.lock.withLock { Self.count += 1 } }
        deinit { Self.lock.withLock { Self.count -= 1 } }
    }

    @Test("every result is released with the array: none is kept by the map")
    func resultsReleased() {
        let before = Counted.alive
        do {
            let objects = Parallel.map(
                count: 3000,
                minimumPerWorker: 8,
                makeState: {},
                transform: { _, _ in Counted() }
            )
            #expect(objects.count == 3000)
        }
        #expect(Counted.alive == before)
    }

    @Test("with threads beyond the cores, results are in index order and all released")
    func waitingWorkers() {
        for waiting in [0, 1, 3] {
            let squares = Parallel.mapWaiting(count: 6011, minimumPerWorker: 64, waiting: waiting) { $0 * $0 }
            #expect(squares == (0..<6011).map { $0 * $0 })
        }
        let before = Counted.alive
        do {
            let objects = Parallel.mapWaiting(count: 3000, minimumPerWorker: 8, waiting: 2) { _ in Counted() }
            #expect(objects.count == 3000)
        }
        #expect(Counted.alive == before)
    }
}
