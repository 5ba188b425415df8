import Testing

@testable import MVVMRuntime

/// An async command that waits until the test lets it finish, counting its runs.
@MainActor
private final class Request {
    var started = 0
    var finished = 0
    var cancelled = 0
    private var gates: [CheckedContinuation<Void, Never>] = []

    func send() async {
        started += 1
        await withCheckedContinuation { gates.append($0) }
        if Task.isCancelled { cancelled += 1 } else { finished += 1 }
    }

    func letOneFinish() { if !gates.isEmpty { gates.removeFirst().resume() } }
    func letAllFinish() { while !gates.isEmpty { letOneFinish() } }
}

@MainActor
@Suite("Command tasks owned by a controller")
struct CommandTasksTests {
    @Test("when a command is called twice while running (a double tap), should send one request")
    func ignoreWhileRunning() async {
        let tasks = CommandTasks()
        let request = Request()
        #expect(tasks.run("save") { await request.send() })
        #expect(!tasks.run("save") { await request.send() })
        await Task.yield()
        request.letAllFinish()
        await tasks.idle()
        #expect(request.started == 1 && request.finished == 1)
        #expect(!tasks.isRunning("save"))
        #expect(tasks.run("save") { await request.send() }, "once done, it runs again")
        await Task.yield()
        request.letAllFinish()
        await tasks.idle()
    }

    @Test("when restarting, should cancel the running task and start a new one")
    func restart() async {
        let tasks = CommandTasks()
        let request = Request()
        tasks.run("search", whileRunning: .restart) { await request.send() }
        await Task.yield()
        tasks.run("search", whileRunning: .restart) { await request.send() }
        await Task.yield()
        request.letAllFinish()
        await tasks.idle()
        for _ in 0..<10 { await Task.yield() }
        #expect(request.started == 2 && request.cancelled == 1 && request.finished == 1)
    }

    @Test("when parallel, should run both")
    func parallel() async {
        let tasks = CommandTasks()
        let request = Request()
        tasks.run("like", whileRunning: .parallel) { await request.send() }
        tasks.run("like", whileRunning: .parallel) { await request.send() }
        for _ in 0..<10 { await Task.yield() }
        request.letAllFinish()
        await tasks.idle()
        #expect(request.finished == 2)
    }

    @Test("when the owner goes away, should cancel its tasks and not keep itself alive")
    func cancelledOnDeinit() async {
        var tasks: CommandTasks? = CommandTasks()
        weak let weakTasks = tasks
        let request = Request()
        tasks!.run("load") { await request.send() }
        await Task.yield()
        tasks = nil
        #expect(weakTasks == nil)
        request.letAllFinish()
        for _ in 0..<10 { await Task.yield() }
        #expect(request.cancelled == 1)
    }

    @Test("when the screen leaves, cancelAll should cancel every command")
    func cancelAll() async {
        let tasks = CommandTasks()
        let request = Request()
        tasks.run("a") { await request.send() }
        tasks.run("b") { await request.send() }
        for _ in 0..<10 { await Task.yield() }
        tasks.cancelAll()
        #expect(!tasks.isRunning("a") && !tasks.isRunning("b"))
        request.letAllFinish()
        for _ in 0..<10 { await Task.yield() }
        #expect(request.cancelled == 2)
    }

    @Test("a view model's commands run as its own tasks, then as the controller's once it connects")
    func viewModelUsesTheControllersTasks() async {
        var controllerTasks: CommandTasks? = CommandTasks()
        let viewModel = BaseViewModel()
        let own = viewModel.commandTasks
        #expect(viewModel.commandTasks === own, "made once, kept")
        viewModel.useCommandTasks(controllerTasks!)
        #expect(viewModel.commandTasks === controllerTasks)
        let request = Request()
        viewModel.commandTasks.run("load") { await request.send() }
        await Task.yield()
        #expect(!viewModel.commandTasks.run("load") { await request.send() }, "one policy for both starters")
        controllerTasks = nil  // the controller went away: its tasks are cancelled, not kept by the view model
        request.letAllFinish()
        for _ in 0..<10 { await Task.yield() }
        #expect(request.cancelled == 1)
        #expect(viewModel.commandTasks === own, "back to its own")
    }
}
