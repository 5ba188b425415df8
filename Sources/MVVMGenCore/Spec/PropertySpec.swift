/// A property of a screen. Its fields sit behind one reference, copied only when a copy
/// that shares them is changed: checks, translation and templates go through a screen's
/// properties many times, and each pass copied every field of every property.
public struct PropertySpec: Sendable {
    private struct Fields: Sendable {
        var name: Name
        var type: SwiftCode
        var access: PropertyAccess
        var defaultValue: SwiftCode?
        var sample: SwiftCode?
        var summary: String?
        var derivedFrom: [Name]
        var value: SwiftCode?
        var sends: [Name]
    }

    private var fields: CopyOnWrite<Fields>

    public init(
        name: Name,
        type: SwiftCode,
        access: PropertyAccess = .readonly,
        defaultValue: SwiftCode? = nil,
        sample: SwiftCode? = nil,
        summary: String? = nil,
        derivedFrom: [Name] = [],
        value: SwiftCode? = nil,
        sends: [Name] = []
    ) {
        fields = CopyOnWrite(
            Fields(
                name: name,
                type: type,
                access: access,
                defaultValue: defaultValue,
                sample: sample,
                summary: summary,
                derivedFrom: derivedFrom,
                value: value,
                sends: sends
            )
        )
    }

    public var name: Name {
        get { fields.value.name }
        set { fields.update { $0.name = newValue } }
    }

    public var type: SwiftCode {
        get { fields.value.type }
        set { fields.update { $0.type = newValue } }
    }

    public var access: PropertyAccess {
        get { fields.value.access }
        set { fields.update { $0.access = newValue } }
    }

    public var defaultValue: SwiftCode? {
        get { fields.value.defaultValue }
        set { fields.update { $0.defaultValue = newValue } }
    }

    /// A value the screen shows before the real logic exists (C3).
    public var sample: SwiftCode? {
        get { fields.value.sample }
        set { fields.update { $0.sample = newValue } }
    }

    public var summary: String? {
        get { fields.value.summary }
        set { fields.update { $0.summary = newValue } }
    }

    /// For a derived property: the properties it is computed from, and the Swift
    /// expression that computes it (generated, recomputed on every read).
    public var derivedFrom: [Name] {
        get { fields.value.derivedFrom }
        set { fields.update { $0.derivedFrom = newValue } }
    }

    public var value: SwiftCode? {
        get { fields.value.value }
        set { fields.update { $0.value = newValue } }
    }

    /// Callbacks sent when the property changes: a stored one's setter, a derived one's
    /// sources.
    public var sends: [Name] {
        get { fields.value.sends }
        set { fields.update { $0.sends = newValue } }
    }

    public var isDerived: Bool { !fields.value.derivedFrom.isEmpty || fields.value.value != nil }
}
