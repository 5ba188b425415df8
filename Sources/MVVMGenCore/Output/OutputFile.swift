/// A rendered file, not yet written: the generator's final product.
public struct OutputFile: Sendable, Hashable {
    /// Relative to its root folder.
    public var path: String
    public var root: OutputRoot
    public var ownership: Ownership
    public var contents: String
    /// The template it was rendered from: `built-in:NAME` or the user's file, and the user's
    /// templates it includes (`built-in:NAME including T/Routes.stencil`).
    public var template: String

    public init(
        path: String,
        root: OutputRoot,
        ownership: Ownership,
        contents: String,
        template: String = ""
    ) {
        self.template = template
        self.path = path
        self.root = root
        self.ownership = ownership
        self.contents = contents
    }
}
