/// What rendering one file may cost, counted, never timed: a template that loops without
/// end in practice (loops nested six deep over a screen's lists) or repeats text into
/// gigabytes stops at the loop that passes the budget, with an error there, and nothing
/// is written. Rendering any built-in template takes far less (Documentation/Checks.md, "Limits").
public struct TemplateBudget: Sendable {
    /// Nodes rendered (text, values, tags) plus the turns of loops.
    public var steps: Int
    /// Bytes of text a render produces, counted as they are made (the pieces of a wrap too).
    public var outputBytes: Int

    public static let standard = TemplateBudget(steps: 10_000_000, outputBytes: 16 << 20)
}
