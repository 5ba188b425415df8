// Stands in for the person's services object, so the generated code can be compiled.
// Public, so that it also serves the lanes where generated declarations are public.
@MainActor
public final class AppServices {
    public init() {}
}
