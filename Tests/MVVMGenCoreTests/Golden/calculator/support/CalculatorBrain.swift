// Stands in for the person's fat model, so the generated code can be compiled. Public, so
// that it also serves the lanes where generated declarations are public.
public final class CalculatorBrain {
    public init() {}
}
