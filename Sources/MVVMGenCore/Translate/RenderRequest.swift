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
}
