/// The schemas of the top level's models and fixtures.
extension ScreenFileSchema {
    static func model(_ builder: inout SchemaBuilder) -> JSONValue {
        let field = builder.object(
            "a field",
            keys: SpecKeys.field,
            values: ["type": Schema.scalar, "default": Schema.scalar, "summary": Schema.scalar],
            required: ["type"]
        )
        return builder.object(
            "a model",
            keys: SpecKeys.model,
            values: [
                "summary": Schema.scalar,
                "fields": Schema.named(Schema.widened(field, to: Schema.scalarTypes)),
                "conforms": Schema.doc("Protocols it adopts; default Equatable, Sendable.", Schema.names),
            ]
        )
    }

    static func fixture(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a fixture",
            keys: SpecKeys.fixture,
            values: [
                "model": Schema.type("string"),
                "values": Schema.doc("The model's fields and their values.", .object([("type", .string("object"))])),
                "summary": Schema.scalar,
            ],
            required: ["model"]
        )
    }
}
