/// The conventions generated comments cite as "(convention C1)": what each means in the
/// code mvvmgen writes, so a person reading their own files can look one up without the
/// articles the project grew from (`mvvmgen conventions C1`, Documentation/Conventions.md).
public enum Conventions {
    public struct Convention: Sendable {
        public let id: String
        public let title: String
        public let text: String
    }

    public static let all: [Convention] = [
        Convention(
            id: "C1",
            title: "One view model per view controller",
            text:
                "The controller owns its view model strongly; the view model points back to it weakly, so neither keeps the other alive. `<Screen>ViewModel.model(with:…)` makes a view model bound to its controller."
        ),
        Convention(
            id: "C2",
            title: "One callback method, one OptionSet of actions",
            text:
                "The view model tells its controller what changed through one method, `callBack(action:info:)`, whose `action` is the screen's `OptionSet` (`.reloadTable`, several at once as `[.reloadTable, .showError]`); the regenerated dispatch runs one `handle<Action>(info:)` per member."
        ),
        Convention(
            id: "C3",
            title: "The screen runs before its logic exists",
            text:
                "The created-once view model's stubs return the declared defaults and samples and send the declared callbacks, so the screen compiles and runs at once; replace each stub with the real logic."
        ),
        Convention(
            id: "C4",
            title: "Data interfaces, not data-source protocols",
            text:
                "The view model exposes each list as `<list>Count` and `<list>(at:)`; the controller's table data source (regenerated) reads them. They are what tests read."
        ),
        Convention(
            id: "C5",
            title: "Tests as behaviour",
            text:
                "A test names the view model (it), a call the controller makes (when) and what should change in the data interfaces and the callbacks sent (should); a `CallbackSpy` stands in for the controller."
        ),
        Convention(
            id: "C6",
            title: "Business logic in a model the view model owns",
            text:
                "Under `owns`, the objects the view model makes and keeps hold the business logic; replacing the business replaces them only."
        ),
        Convention(
            id: "C7",
            title: "Presentation logic in the view model, free of UIKit",
            text:
                "Formatting, validation, read-only outputs, read-write inputs and commands live in the view model, which imports Foundation and the runtime, never UIKit."
        ),
        Convention(
            id: "C8",
            title: "Child view models",
            text:
                "A list's rows can be the view models of a `cell` screen, and a view model makes the view model of the screen it leads to (`viewModelFor<Route>(…)`)."
        ),
        Convention(
            id: "C9",
            title: "Families of screens",
            text:
                "Plain, table and tab bar screens; a table's paged list keeps its pages, pull to refresh and the load-more footer in the runtime's `Paging`."
        ),
        Convention(
            id: "C10",
            title: "Navigation by view model, through a router",
            text:
                "A view model asks its navigator to push, present, pop, dismiss or reset the root to another view model; the router maps each view model type to its controller. In tests a `RecordingNavigator` records the requests."
        ),
        Convention(
            id: "C11",
            title: "Services and sample data",
            text:
                "View models reach data through objects they are given (`given`: services, ids), so tests and previews pass samples instead of a server."
        ),
        Convention(
            id: "C12",
            title: "HUD and refresh control through the view model",
            text:
                "The view model says what the HUD shows (`hud.message`), and the paging state says whether the footer offers more and when refreshing ends; generated handlers show it."
        ),
    ]

    /// One convention as `mvvmgen conventions` prints it.
    public static func text(of convention: Convention) -> String {
        "\(convention.id). \(convention.title)\n\(convention.text)"
    }

    /// Documentation/Conventions.md: every convention, with its meaning in the generated code.
    public static var markdown: String {
        var lines = [
            "# The conventions generated comments cite",
            "",
            "Generated files cite these as \"(convention C1)\". `mvvmgen conventions C1` prints one;",
            "this page is what `mvvmgen conventions` prints, kept equal to it by a test",
            "(`MVVMGEN_RECORD=1 swift test --filter Conventions` rewrites it).",
        ]
        for convention in all {
            lines += ["", "## \(convention.id). \(convention.title)", "", convention.text]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
