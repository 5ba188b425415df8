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
