/// Stage 3's output: one file to render, with everything its template needs.
public struct RenderRequest {
    /// The template file name in Templates/, e.g. `ViewModel.swift.stencil`.
    public var template: String
    public var path: String
    public var root: OutputRoot
    public var ownership: Ownership
    /// Plain dictionaries, arrays, strings, numbers and booleans; shared by the requests of
    /// one screen, so the renderer prepares it once.
    public var context: RenderContext
}

/// A template context: a class, so that requests built from the same data share it.
public final class RenderContext {
    public let values: [String: Any]

    public init(_ values: [String: Any]) {
        self.values = values
    }
}

/// Which folder a file belongs under.
public enum OutputRoot: String, Sendable, Hashable {
    /// Next to the YAML, or `--output`.
    case sources
    /// The test target's folder, or `--tests-output`.
    case tests
}

/// Who owns a file once it exists.
public enum Ownership: String, Sendable, Hashable {
    /// Rewritten on every run; starts with the "do not edit" header.
    case regenerated
    /// Written once as a starting point; from then on it is the person's, never touched again.
    case createdOnce
}
