/// The calls created-once files must make for the regenerated code to work.
enum KeptFileCalls {
    /// A controller created before `connectViewModel()` was regenerated still compiles, but
    /// registers no list added later (UIKit traps on dequeue) and renders no state.
    static let connectViewModel = KeptFileCall(
        call: "connectViewModel()",
        anchor: "func viewDidLoad(",
        message: "this controller was created by an earlier mvvmgen and never calls connectViewModel(): call it "
            + "at the end of viewDidLoad (it registers every list's cells, renders the view model's state "
            + "and binds), and remove viewModel.bind(to: self) from init and the cell registrations "
            + "(see \"Controllers created by an earlier mvvmgen\" in the README)"
    )

    /// A controller created before its screen had async commands compiles (the view model's
    /// tasks stand in for its own) but does not cancel them when the screen closes.
    static let cancelledCommandTasks = KeptFileCall(
        call: "commandTasks.cancelAll()",
        anchor: "func viewDidLoad(",
        message: "this controller was created before its screen had async commands: give it "
            + "`let commandTasks = CommandTasks()` and cancel them in viewDidDisappear when it is popped or "
            + "dismissed (`commandTasks.cancelAll()`, as a controller created now does); until then the "
            + "commands run as the view model's tasks and go on after the screen closes"
    )

    /// A SwiftUI view's body wraps what it shows in the regenerated `connectViewModel`, which
    /// adds what the YAML decides (the title, the HUD, events, the first page, refresh).
    static let connectSwiftUIView = KeptFileCall(
        call: "connectViewModel",
        anchor: "var body:",
        message: "this view's body does not call connectViewModel { … }: wrap what it shows in it, so the "
            + "title, the HUD, the events and the list's pages the YAML declares reach the view"
    )

    /// Each stored property whose change sends callbacks calls its change hook from `didSet`;
    /// one that gained `sends` or a derived property after the view model was created does not.
    static func viewModel(_ screen: ScreenSpec, resolved: ResolvedScreen) -> [KeptFileCall] {
        screen.properties.compactMap { property in
            let name = property.name.text
            guard let sends = resolved.changeAnnouncements[name] else { return nil }
            let hook = ScreenNames.propertyDidChange(name)
            return KeptFileCall(
                call: "\(hook)()",
                anchor: "var \(name)",
                message: "a change of '\(name)' sends " + sends.map { "`.\($0)`" }.joined(separator: ", ")
                    + ", but its declaration has no `didSet { \(hook)() }`: add it, so the change is announced"
            )
        }
    }
}
