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
}
