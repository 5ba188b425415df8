/// The renderer that made a file.
public enum RenderEngine: Sendable, Hashable, CustomStringConvertible {
    /// The compiled renderer, for templates in the forms the built-in ones use.
    case compiled
    /// Stencil, with the reason the compiled renderer did not render it.
    case stencil(reason: String)

    public var description: String {
        switch self {
        case .compiled: "compiled"
        case .stencil(let reason): "Stencil (\(reason))"
        }
    }
}
