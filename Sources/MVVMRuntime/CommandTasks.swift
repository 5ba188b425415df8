/// What a second call of an async command does while the first is still running.
public enum WhileRunning: String, Sendable, CaseIterable {
    /// The call does nothing: a double tap sends one request (the default).
    case ignore
    /// The running task is cancelled and a new one starts: the newest input wins (search).
    case restart
    /// Both run.
    case parallel
}

/// The tasks of a controller's async commands, owned by the controller: started per the
/// command's `WhileRunning` policy, cancelled by `cancelAll()` (the screen leaves) and when
/// the controller goes away. A task holds what its operation captures (the view model) only
/// while it runs, never the controller.
@MainActor
public final class CommandTasks {
    private struct Running {
        let command: String
        let task: Task<Void, Never>
    }

    /// Read by `deinit`, which is not isolated; every other access is on the main actor,
    /// and nothing else can reach the object once `deinit` runs.
    nonisolated(unsafe) private var running: [Int: Running] = [:]
    private var nextToken = 0

    /// No task running yet.
    public init() {}

    deinit {
        for entry in running.values { entry.task.cancel() }
    }

    /// Starts `operation` as the task of `command`, unless `policy` is `.ignore` and one is
    /// running. Returns whether it started.
    @discardableResult
    public func run(
        _ command: String,
        whileRunning policy: WhileRunning = .ignore,
        _ operation: @escaping @MainActor () async -> Void
    ) -> Bool {
        if isRunning(command) {
            switch policy {
            case .ignore: return false
            case .restart: cancel(command)
            case .parallel: break
            }
        }
        nextToken += 1
        let token = nextToken
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.running[token] = nil
        }
        running[token] = Running(command: command, task: task)
        return true
    }

    /// Whether a task of `command` is running.
    public func isRunning(_ command: String) -> Bool {
        running.values.contains { $0.command == command }
    }

    /// Cancels the tasks of `command`; their operations see `Task.isCancelled`.
    public func cancel(_ command: String) {
        for (token, entry) in running where entry.command == command {
            entry.task.cancel()
            running[token] = nil
        }
    }

    /// Cancels every task: the screen left (popped or dismissed) or is going away.
    public func cancelAll() {
        for entry in running.values { entry.task.cancel() }
        running = [:]
    }

    /// Waits until no task runs, for tests of async commands: they wait instead of sleeping.
    public func idle() async {
        while let entry = running.values.first {
            await entry.task.value
        }
    }
}
