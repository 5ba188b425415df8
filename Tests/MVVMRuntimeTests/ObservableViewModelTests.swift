import MVVMRuntimeTesting
import Observation
import Testing

@testable import MVVMRuntime

private struct Actions: OptionSet {
    let rawValue: UInt64
    static let reload = Actions(rawValue: 1 << 0)
}

/// A view model of the swiftui flavour: its own class `@Observable`, what an extension keeps
/// tracked by the base's registrar, as the regenerated interface does.
@Observable
@MainActor
private final class Counter: ObservableViewModel<Actions> {
    var count = 0
}

extension Counter {
    var hud: HUD {
        keptAccess(\.hud)
        return kept("hud") { HUD() }
    }

    func showHUD(_ message: HUDMessage) {
        keptMutation(\.hud) { hud.message = message }
    }
}

/// Whether an observation's change closure ran (it runs on the thread that changed it).
private final class Fired: @unchecked Sendable {
    var count = 0
}

@MainActor
@Suite("ObservableViewModel")
struct ObservableViewModelTests {
    @Test("what its own class stores is observed, and what an extension keeps too")
    func observed() {
        let model = Counter()
        let fired = Fired()
        withObservationTracking {
            _ = model.count
        } onChange: {
            fired.count += 1
        }
        model.count += 1
        #expect(fired.count == 1)
        withObservationTracking {
            _ = model.hud.message
        } onChange: {
            fired.count += 1
        }
        model.showHUD(HUDMessage("Saved"))
        #expect(fired.count == 2)
        #expect(model.hud.message?.text == "Saved")
    }

    @Test("callbacks are dropped while no test listens, and reach a spy bound later")
    func callbacks() {
        let model = Counter()
        model.callBack(.reload)
        #expect(model.heldCallbacks.isEmpty, "a SwiftUI view observes: nothing is held for it")
        let spy = CallbackSpy<Actions>()
        model.bind(to: spy)
        model.callBack(.reload)
        #expect(spy.actions == [.reload])
    }
}

@MainActor
@Suite("EventChannel")
struct EventChannelTests {
    @Test("events sent while nobody waits are delivered in order, each once")
    func deliveredOnce() async {
        let channel = EventChannel<String>()
        channel.send("first")
        channel.send("second")
        #expect(channel.pending == ["first", "second"])
        #expect(await channel.next() == "first")
        #expect(await channel.next() == "second")
        #expect(channel.pending.isEmpty)
    }

    @Test("a wait ends when an event is sent")
    func waits() async {
        let channel = EventChannel<Int>()
        let waiting = Task { await channel.next() }
        await Task.yield()
        channel.send(7)
        #expect(await waiting.value == 7)
        #expect(channel.pending.isEmpty)
    }

    @Test("a cancelled wait ends with nil and takes nothing")
    func cancelled() async {
        let channel = EventChannel<Int>()
        let waiting = Task { await channel.next() }
        await Task.yield()
        waiting.cancel()
        #expect(await waiting.value == nil)
        channel.send(1)
        #expect(channel.takeAll() == [1])
        #expect(channel.pending.isEmpty)
    }
}
