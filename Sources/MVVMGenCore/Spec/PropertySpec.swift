/// A property of a screen. Its fields sit behind one reference, copied only when a copy
/// that shares them is changed: checks, translation and templates go through a screen's
/// properties many times, and each pass copied every field of every property.
public struct PropertySpec: Sendable {
    private struct Fields {
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

    /// Changed only while no other property shares it (`update`).
    private final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

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
        storage = Storage(
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

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        change(&storage.fields)
    }

    public var name: Name {
        get { storage.fields.name }
        set { update { $0.name = newValue } }
    }

    public var type: SwiftCode {
        get { storage.fields.type }
        set { update { $0.type = newValue } }
    }

    public var access: PropertyAccess {
        get { storage.fields.access }
        set { update { $0.access = newValue } }
    }

    public var defaultValue: SwiftCode? {
        get { storage.fields.defaultValue }
        set { update { $0.defaultValue = newValue } }
    }

    /// A value the screen shows before the real logic exists (C3).
    public var sample: SwiftCode? {
        get { storage.fields.sample }
        set { update { $0.sample = newValue } }
    }

    public var summary: String? {
        get { storage.fields.summary }
        set { update { $0.summary = newValue } }
    }

    /// For a derived property: the properties it is computed from, and the Swift
    /// expression that computes it (generated, recomputed on every read).
    public var derivedFrom: [Name] {
        get { storage.fields.derivedFrom }
        set { update { $0.derivedFrom = newValue } }
    }

    public var value: SwiftCode? {
        get { storage.fields.value }
        set { update { $0.value = newValue } }
    }

    /// Callbacks sent when the property changes: a stored one's setter, a derived one's
    /// sources.
    public var sends: [Name] {
        get { storage.fields.sends }
        set { update { $0.sends = newValue } }
    }

    public var isDerived: Bool { !storage.fields.derivedFrom.isEmpty || storage.fields.value != nil }
}
