/// Stage 3's output: one file to render, with everything its template needs. Its fields
/// sit behind one reference (`CopyOnWrite`): a run copies each request several times
/// (placing, rendering, deciding), and a copy counted each of its names and arrays.
public struct RenderRequest: Sendable {
    private struct Fields: Sendable {
        var template: String
        var path: String
        var root: OutputRoot
        var ownership: Ownership
        var source: String
        var context: RenderContext
        var keptFileCalls: [KeptFileCall] = []
        var noteWhenCreated: String? = nil
        var testedMethods: [String] = []
        var role: Role? = nil
    }

    private var fields: CopyOnWrite<Fields>

    init(
        template: String,
        path: String,
        root: OutputRoot,
        ownership: Ownership,
        source: String,
        context: RenderContext
    ) {
        fields = CopyOnWrite(
            Fields(template: template, path: path, root: root, ownership: ownership, source: source, context: context)
        )
    }

    /// The template file name in Templates/, e.g. `ViewModel.swift.stencil`.
    public var template: String {
        get { fields.value.template }
        set { fields.update { $0.template = newValue } }
    }

    public var path: String {
        get { fields.value.path }
        set { fields.update { $0.path = newValue } }
    }

    public var root: OutputRoot {
        get { fields.value.root }
        set { fields.update { $0.root = newValue } }
    }

    public var ownership: Ownership {
        get { fields.value.ownership }
        set { fields.update { $0.ownership = newValue } }
    }

    /// The screen file's name, which the file's header names.
    public var source: String {
        get { fields.value.source }
        set { fields.update { $0.source = newValue } }
    }

    /// Shared by the requests of one screen, which come one after another, so a renderer
    /// makes it once.
    public var context: RenderContext {
        get { fields.value.context }
        set { fields.update { $0.context = newValue } }
    }

    /// For a created-once file: calls it must make for the regenerated code to work, which
    /// a file created by an earlier mvvmgen, or before the YAML changed, may lack.
    public var keptFileCalls: [KeptFileCall] {
        get { fields.value.keptFileCalls }
        set { fields.update { $0.keptFileCalls = newValue } }
    }

    /// Said once, by the run that creates the file: what the person must do for it to take
    /// effect (a new router is registered by nobody until they call it).
    public var noteWhenCreated: String? {
        get { fields.value.noteWhenCreated }
        set { fields.update { $0.noteWhenCreated = newValue } }
    }

    /// For a created-once test file: the screen's commands and its routes' `show…`
    /// methods, each of which its skeleton tests by calling it. A kept file gains no test
    /// for one added later, so a run that changes the screen names those it never calls.
    public var testedMethods: [String] {
        get { fields.value.testedMethods }
        set { fields.update { $0.testedMethods = newValue } }
    }

    /// The screen's view model interface (regenerated), view model or tests (the person's):
    /// a run that drops a member from the interface names where the others still use it.
    public var role: Role? {
        get { fields.value.role }
        set { fields.update { $0.role = newValue } }
    }

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
