#if canImport(Observation)
import Observation

/// The base of a view model of the swiftui flavour: a `ViewModel` that SwiftUI observes.
///
/// The screen's own class adds `@Observable`, which tracks its stored properties; that
/// macro's registrar is private to the class's file, so what the regenerated extensions
/// keep in other files (the HUD, a paged list's pages) is tracked by this class's own
/// registrar instead, through `keptAccess(_:)` and `keptMutation(_:_:)`. The view reads the
/// view model directly: observation replaces the state callbacks, which are still sent (a
/// test's `CallbackSpy` records them) and dropped while no test listens.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
open class ObservableViewModel<CallbackAction: OptionSet>: ViewModel<CallbackAction>, KeptObservation {
    /// Tracks what the regenerated extensions keep (`keptAccess`, `keptMutation`).
    public let keptRegistrar = ObservationRegistrar()
    /// Listens until a test binds its spy: a SwiftUI view observes instead of listening,
    /// so the callbacks are not held for a controller that never comes.
    private let dropping = DroppedCallbacks<CallbackAction>()

    /// A view model bound to a receiver that drops its callbacks, until a test binds its
    /// spy (`model(with:)`).
    public override init() {
        super.init()
        bind(to: dropping)
    }
}

/// An observable object whose members in extensions of other files are tracked by a
/// registrar it holds (`ObservableViewModel`'s).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public protocol KeptObservation: AnyObject, Observable {
    /// The registrar that tracks the members extensions in other files keep.
    var keptRegistrar: ObservationRegistrar { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension KeptObservation {
    /// Records that `keyPath` was read, for the view whose body reads it.
    public func keptAccess<Member>(_ keyPath: KeyPath<Self, Member>) {
        keptRegistrar.access(self, keyPath: keyPath)
    }

    /// Runs `mutation`, which changes what `keyPath` reads, and tells the views reading it.
    public func keptMutation<Member, Result>(
        _ keyPath: KeyPath<Self, Member>,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        try keptRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }
}

/// The receiver an observable view model is bound to until a test binds its spy.
@MainActor
final class DroppedCallbacks<CallbackAction: OptionSet>: ViewModelCallbackReceiver {
    func callBack(action: CallbackAction, info: Any?) {}
}
#endif
