/// A value a template reads. Objects are typed descriptions (`TemplateObject`): their
/// members are worked out when a template reads them, not before.
public indirect enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object(TemplateObjectValue)
    /// A loop's `forloop`.
    case loop(index: Int, count: Int)
}

/// A description as a template reads it: its type, and its members by field index.
public struct TemplateObjectValue: Sendable {
    public let type: TemplateObjectType
    let member: @Sendable (Int) -> TemplateValue?

    /// The member named `name`, nil when it has none or its value is absent.
    public subscript(name: String) -> TemplateValue? {
        type.index[name].flatMap(member)
    }
}
