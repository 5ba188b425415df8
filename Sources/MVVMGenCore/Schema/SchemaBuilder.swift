/// Builds a schema's objects from the parser's key tables (`SpecKeys`, `Configuration.keys`):
/// an object lists exactly the keys its table has, each with the value schema written for
/// it. A key without a value schema, or a value schema for a key the parser does not read,
/// is recorded as drift, which a test requires to be empty.
struct SchemaBuilder {
    private(set) var drift: [String] = []

    /// A mapping whose keys are `keys`, in their order, and no others.
    mutating func object(
        _ what: String,
        keys: [String],
        values: [String: JSONValue],
        required: [String] = []
    ) -> JSONValue {
        for key in values.keys.sorted() where !keys.contains(key) {
            drift.append("\(what): '\(key)' has a schema but the parser does not read it")
        }
        var properties: [(key: String, value: JSONValue)] = []
        for key in keys {
            guard let value = values[key] else {
                drift.append("\(what): '\(key)' is read by the parser but has no schema")
                continue
            }
            properties.append((key, value))
        }
        var entries: [(key: String, value: JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { entries.append(("required", .array(required.map(JSONValue.string)))) }
        return .object(entries)
    }
}

/// The pieces schemas are made of (JSON Schema draft-07, which yaml-language-server reads).
enum Schema {
    static func ref(_ definition: String) -> JSONValue {
        .object([("$ref", .string("#/definitions/" + definition))])
    }

    static func anyOf(_ schemas: JSONValue...) -> JSONValue {
        .object([("anyOf", .array(schemas))])
    }

    /// `schema` with a description editors show on hover and in completion.
    static func doc(_ description: String, _ schema: JSONValue) -> JSONValue {
        // Beside a `$ref`, draft-07 ignores other keys: the reference goes under `allOf`.
        if case .object(let entries) = schema, !entries.contains(where: { $0.key == "$ref" }) {
            return .object([("description", .string(description))] + entries)
        }
        return .object([("description", .string(description)), ("allOf", .array([schema]))])
    }

    static func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }

    /// The short forms YAML reads as a scalar: Swift code and text, which may look like a
    /// number or a boolean.
    static let scalarTypes = ["string", "number", "boolean"]

    /// `object` (from `SchemaBuilder.object`) also accepting `types`, each with `extra`
    /// (an array's `items`, a number's bounds). One schema rather than `anyOf`: a
    /// validator then names the key or the word that is wrong, not the whole entry, since
    /// `properties` and `required` apply to mappings only.
    static func widened(_ object: JSONValue, to types: [String], adding extra: [(key: String, value: JSONValue)] = [])
        -> JSONValue
    {
        guard case .object(let entries) = object else { return object }
        let all = JSONValue.array((types + ["object"]).map(JSONValue.string))
        return .object(entries.map { $0.key == "type" ? ("type", all) : $0 } + extra)
    }

    /// A list of names, or a mapping from names to `value`.
    static func namesOrNamed(_ value: JSONValue) -> JSONValue {
        .object([
            ("type", .array([.string("array"), .string("object")])), ("items", type("string")),
            ("additionalProperties", value),
        ])
    }

    static func oneOfWords(_ words: [String]) -> JSONValue {
        .object([("enum", .array(words.map(JSONValue.string)))])
    }

    /// A mapping from names the person chooses to `value`.
    static func named(_ value: JSONValue) -> JSONValue {
        .object([("type", .string("object")), ("additionalProperties", value)])
    }

    /// Any YAML scalar: Swift code and text, which YAML may read as a number or a boolean.
    static let scalar = JSONValue.object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
    static let null = type("null")
    static let bool = type("boolean")
    static let names = JSONValue.object([("type", .string("array")), ("items", type("string"))])
    static let nameOrNames = JSONValue.object([
        ("type", .array([.string("string"), .string("array")])), ("items", type("string")),
    ])
}
