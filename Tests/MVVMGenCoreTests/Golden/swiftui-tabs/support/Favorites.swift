// Stands in for the person's own types, so the generated code can be compiled.
@MainActor
public final class Favorites {
    public init() {}
}
