/// What stages 1 to 3 make of one input: the files it would produce, not yet rendered.
public struct GenerationPlan: Sendable {
    public var requests: [RenderRequest]
    public var warnings: [Diagnostic]
}
