/// A template context: a class, so that the requests of one screen share it, and made
/// when a renderer first needs it, so that contexts are built on every core, alongside
/// rendering, not one after another before it.
public final class RenderContext: Sendable {
    /// What templates rendered with it may read: checked before rendering.
    public let type: TemplateObjectType
    private let make: @Sendable () -> TemplateObjectValue

    init<Root: TemplateObject>(_ make: @escaping @Sendable () -> Root) {
        type = Root.table.type
        self.make = {
            guard case .object(let value) = make().templateValue else {
                preconditionFailure("a description is an object")
            }
            return value
        }
    }

    /// The values, made anew on each call: renderers keep what they asked for.
    public func value() -> TemplateObjectValue {
        make()
    }
}
