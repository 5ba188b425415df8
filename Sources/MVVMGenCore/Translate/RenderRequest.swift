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

/// A template context: a class, so that the requests of one screen share it, and made
/// when a renderer first needs it, so that contexts are built on every core, alongside
/// rendering, not one after another before it.
public final class RenderContext: Sendable {
    private let make: @Sendable () -> [String: TemplateValue]

    init(_ make: @escaping @Sendable () -> [String: TemplateValue]) {
        self.make = make
    }

    /// A context of values already at hand.
    convenience init(_ values: [String: any TemplateValueConvertible]) {
        let typed = values.mapValues(\.templateValue)
        self.init { typed }
    }

    /// The values, made anew on each call: renderers keep what they asked for.
    func values() -> [String: TemplateValue] {
        make()
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
