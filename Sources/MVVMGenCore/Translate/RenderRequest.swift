/// Stage 3's output: one file to render, with everything its template needs.
public struct RenderRequest: Sendable {
    /// The template file name in Templates/, e.g. `ViewModel.swift.stencil`.
    public var template: String
    public var path: String
    public var root: OutputRoot
    public var ownership: Ownership
    /// The screen file's name, which the file's header names.
    public var source: String
    /// Shared by the requests of one screen, which come one after another, so a renderer
    /// makes it once.
    public var context: RenderContext
    /// For a created-once file: calls it must make for the regenerated code to work, which
    /// a file created by an earlier mvvmgen, or before the YAML changed, may lack.
    public var keptFileCalls: [KeptFileCall] = []
    /// Said once, by the run that creates the file: what the person must do for it to take
    /// effect (a new router is registered by nobody until they call it).
    public var noteWhenCreated: String? = nil
    /// For a created-once test file: the screen's commands and its routes' `show…`
    /// methods, each of which its skeleton tests by calling it. A kept file gains no test
    /// for one added later, so a run that changes the screen names those it never calls.
    public var testedMethods: [String] = []
    /// The screen's view model interface (regenerated), view model or tests (the person's):
    /// a run that drops a member from the interface names where the others still use it.
    public var role: Role? = nil

    public enum Role: Sendable {
        case viewModelInterface, viewModel, viewModelTests
    }
}

/// A call a person's created-once file must contain: mvvmgen never changes that file, so a
/// run warns, at the line of `anchor`, when the call is missing.
public struct KeptFileCall: Sendable, Equatable {
    /// The text of the call, e.g. `connectViewModel()`.
    public var call: String
    /// Text on the line the warning points at, e.g. `func viewDidLoad(`.
    public var anchor: String
    /// What is wrong without it and what to write.
    public var message: String
}
