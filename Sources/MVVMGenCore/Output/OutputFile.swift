/// A rendered file, not yet written: the generator's final product.
public struct OutputFile: Sendable, Hashable {
    /// Relative to its root folder.
    public var path: String
    public var root: OutputRoot
    public var ownership: Ownership
    public var contents: String
    /// Which renderer made it, and why Stencil when it was (`mvvmgen --verbose` says).
    public var engine: RenderEngine

    public init(
        path: String,
        root: OutputRoot,
        ownership: Ownership,
        contents: String,
        engine: RenderEngine = .compiled
    ) {
        self.path = path
        self.root = root
        self.ownership = ownership
        self.contents = contents
        self.engine = engine
    }
}
