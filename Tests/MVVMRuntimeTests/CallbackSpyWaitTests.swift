import Foundation
import MVVMRuntime
import MVVMRuntimeTesting
import Testing

/// Internal, not private: the suite's stored spy names it.
struct WaitActions: OptionSet {
    let rawValue: UInt64
    static let reloadTable = WaitActions(rawValue: 1 << 0)
    static let showError = WaitActions(rawValue: 1 << 1)
}

/// Waiting for callbacks (convention C5: a test of a delayed callback waits for it).
@MainActor
@Suite("CallbackSpy waits")
struct CallbackSpyWaitTests {
    let spy = CallbackSpy<WaitActions>()

    @Test("when the callback has already arrived, next should return it at once")
    func alreadyArrived() async throws {
        spy.callBack(action: .reloadTable, info: "first")
        spy.callBack(action: .showError, info: nil)

        let first = try await spy.next()
        let second = try await spy.next()

        #expect(first.action == .reloadTable)
        #expect(first.info as? String == "first")
        #expect(second.action == .showError)
        #expect(spy.pendingWaitCount == 0)
    }

    @Test("when the callback arrives later from a task, next should wait for it")
    func arrivesLater() async throws {
        let spy = self.spy
        Task {
            await Task.yield()
            spy.callBack(action: .showError, info: 42)
        }

        let call = try await spy.next()

        #expect(call.action == .showError)
        #expect(call.info as? Int == 42)
        #expect(spy.pendingWaitCount == 0)
    }

    // The main actor is held while the timer runs out, so the timer's end of the wait and
    // then the callback are queued on it ahead of the waiting task's resumption. Should the
    // machine stall so long that the timer ends the wait first, there is no race to test.
    @Test("when the callback arrives after the timeout fired but before the wait resumed, next should return it")
    func arrivesAsTheTimerFires() async throws {
        let spy = self.spy
        let waiting = Task { try await spy.next(timeout: .milliseconds(100)).info as? Int }
        try await waitUntil { spy.pendingWaitCount == 1 }
        await Task.yield()
        guard spy.pendingWaitCount == 1 else { return }
        holdThread(seconds: 0.5)
        Task { spy.callBack(action: .showError, info: 7) }

        #expect(try await waiting.value == 7)
        #expect(spy.pendingWaitCount == 0)
    }

    // Returning at all is the check that it does not hang: a bound on the time taken would
    // fail when other suites' blocking process calls starve the thread pool (seen: 200 s).
    @Test("when too few callbacks arrive in time, the wait should throw a timeout naming them")
    func timesOut() async throws {
        spy.callBack(action: .reloadTable, info: nil)
        let error = await #expect(throws: CallbackWaitTimeout.self) {
            _ = try await spy.waitForCalls(count: 2, timeout: .milliseconds(50))
        }

        #expect(error?.awaitedCount == 2)
        #expect(error?.arrived.count == 1)
        #expect(error?.description.contains("waiting for 2 callbacks of WaitActions; only 1 arrived") == true)
        // Nothing is left waiting, and the call that came stays to be awaited.
        #expect(spy.pendingWaitCount == 0)
        #expect(try await spy.next(timeout: .milliseconds(50)).action == .reloadTable)
    }

    @Test("when nothing arrives, the timeout should say none arrived")
    func timesOutWithNothing() async {
        let error = await #expect(throws: CallbackWaitTimeout.self) {
            _ = try await spy.next(timeout: .milliseconds(20))
        }
        #expect(error?.description.hasSuffix("none arrived") == true)
        #expect(spy.pendingWaitCount == 0)
    }

    @Test("when several wait, each should get the next callbacks in the order it began waiting")
    func severalWaitersInOrder() async throws {
        let spy = self.spy
        // Calls hold `Any`, which may not cross tasks: each task returns the numbers sent.
        let first = Task { try await spy.next().info as? Int }
        let pair = Task { try await spy.waitForCalls(count: 2).map { $0.info as? Int } }
        let last = Task { try await spy.next().info as? Int }
        try await waitUntil { spy.pendingWaitCount == 3 }

        spy.callBack(action: .reloadTable, info: 1)
        spy.callBack(action: .showError, info: 2)
        spy.callBack(action: .reloadTable, info: 3)
        spy.callBack(action: .showError, info: 4)

        #expect(try await first.value == 1)
        #expect(try await pair.value == [2, 3])
        #expect(try await last.value == 4)
        #expect(spy.pendingWaitCount == 0)
    }

    @Test("when the waiting task is cancelled, the wait should end with CancellationError")
    func cancelled() async throws {
        let spy = self.spy
        let waiting = Task { _ = try await spy.next(timeout: .seconds(60)) }
        try await waitUntil { spy.pendingWaitCount == 1 }

        waiting.cancel()

        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(spy.pendingWaitCount == 0)
    }

    @Test("after reset, waits should start from the callbacks that come next")
    func resetStartsOver() async throws {
        spy.callBack(action: .reloadTable, info: nil)
        spy.reset()
        spy.callBack(action: .showError, info: nil)

        #expect(try await spy.next().action == .showError)
    }
}

/// Waits until `condition` holds, checking every millisecond, for 10 s at most. A sleep, not
/// `Task.yield()`: a loop of yields on the main actor can starve the tasks it waits for
/// (a fresh-clone CI run spun in one for minutes), and a deadline turns a hang into a failure.
@MainActor
private func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("the condition did not hold within 10 s")
            return
        }
        try await Task.sleep(for: .milliseconds(1))
    }
}

/// Blocks the calling thread (here the main actor's), which an async function may not do directly.
private func holdThread(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
}
