import Dispatch
import MVVMGenSystem

/// A thread nobody joins, on another core than the caller's, for work that overlaps the
/// caller's (compiling templates, reading a big file's YAML events). Dispatch's and
/// Foundation's first thread each took longer to start than the templates take to compile,
/// and Linux starts a plain new thread on its parent's core, waiting for it.
enum DetachedThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// False when no thread could be made (the caller does the work itself).
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        let status = mvvmgen_start_thread_elsewhere(
            { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            },
            work
        )
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        return true
    }

    /// Lets go of `value` on a thread of its own: freeing a big tree of values (a large
    /// screen file's YAML) took the caller's core for milliseconds while the other idled.
    /// The caller must hold no other copy (`consume` it), or its copy frees it as before.
    static func release<Value: Sendable>(_ value: consuming Value) {
        let held = value
        _ = start { withExtendedLifetime(held) {} }
    }

    /// `work` on a thread of its own while the caller goes on; `result` waits for it. When
    /// `beside` is false (work too small to pay for a thread) or no thread can be made,
    /// `result` does the work on the caller's thread.
    final class Result<Value>: @unchecked Sendable {
        private let work: () -> Value
        private let finished = DispatchSemaphore(value: 0)
        private var value: Value?
        private var started = false

        /// `work` must share nothing the caller changes meanwhile: it is handed over whole.
        init(beside: Bool = true, _ work: @escaping () -> Value) {
            self.work = work
            guard beside else { return }
            started = DetachedThread.start { [self] in
                value = self.work()
                finished.signal()
            }
        }

        var result: Value {
            guard started else { return work() }
            finished.wait()
            return value!
        }
    }
}
