/// The type of what a template reads: checked before rendering, so that a misspelled key
/// is an error with "did you mean", and documented (`mvvmgen templates keys`).
public indirect enum TemplateType: Sendable, Equatable {
    case string
    case bool
    case int
    case list(TemplateType)
    case object(TemplateObjectType)

    /// How the reference names it: `String`, `[List]`, `Screen`.
    public var name: String {
        switch self {
        case .string: "String"
        case .bool: "Bool"
        case .int: "Int"
        case .list(let element): "[\(element.name)]"
        case .object(let type): type.name
        }
    }
}

/// One description's fields: what the reference documents and the checker accepts.
public final class TemplateObjectType: Sendable, Equatable {
    public struct Field: Sendable {
        public let name: String
        public let summary: String
        public let type: TemplateType
        /// May be absent (renders as nothing, false in a condition).
        public let isOptional: Bool
        /// What to read instead, for a key kept only so that older templates still work.
        public var deprecation: String? = nil
    }

    public let name: String
    public let summary: String
    public let fields: [Field]
    let index: [String: Int]

    init(name: String, summary: String, fields: [Field]) {
        self.name = name
        self.summary = summary
        self.fields = fields
        var index: [String: Int] = [:]
        for (position, field) in fields.enumerated() {
            precondition(index.updateValue(position, forKey: field.name) == nil, "\(name).\(field.name) twice")
        }
        self.index = index
    }

    public func field(named name: String) -> Field? {
        index[name].map { fields[$0] }
    }

    public static func == (lhs: TemplateObjectType, rhs: TemplateObjectType) -> Bool { lhs === rhs }

    /// `forloop`, inside a `{% for %}`.
    static let loop = TemplateObjectType(
        name: "forloop",
        summary: "The loop being run, inside `{% for %}`.",
        fields: [
            Field(name: "first", summary: "True on the first item.", type: .bool, isOptional: false),
            Field(name: "last", summary: "True on the last item.", type: .bool, isOptional: false),
            Field(name: "counter", summary: "The item's position, from 1.", type: .int, isOptional: false),
            Field(name: "counter0", summary: "The item's position, from 0.", type: .int, isOptional: false),
            Field(name: "length", summary: "The number of items.", type: .int, isOptional: false),
        ]
    )
}
