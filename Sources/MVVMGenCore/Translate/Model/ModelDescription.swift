/// A model struct of the screen file, its fields and fixtures.
struct ModelDescription: TemplateObject {
    let spec: ModelSpec
    let fixtures: [FixtureSpec]
    let resolved: ResolvedModel
    let access: String

    /// Internal structs get Swift's memberwise initializer; others need one spelled out,
    /// since the memberwise one is never more visible than internal.
    var explicitInit: Bool { !access.isEmpty }

    /// `name: Type = default`: the stored property's, or with `asParameter` the initializer's,
    /// where a function type is `@escaping` since it is kept.
    func typed(_ field: FieldSpec, asParameter: Bool = false) -> String {
        let type = asParameter ? ParameterType.escaping(field.type.text) : field.type.text
        return "\(field.name.text): \(type)" + (resolved.fieldDefaults[field.name.text].map { " = \($0)" } ?? "")
    }

    static let table = TemplateTable<ModelDescription>(
        "Model",
        "A model struct of the screen file, with its fields and fixtures.",
        [
            .string("name", "The model's name.") { $0.spec.name.text },
            .laidOutSummary(indent: 0) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .string("conformances", "What it conforms to, joined by `, `: `Equatable, Sendable` unless written.") {
                ($0.spec.conforms?.map(\.text) ?? ["Equatable", "Sendable"]).joined(separator: ", ")
            },
            .objects("fields", "Its stored fields.") { model in
                model.spec.fields.map { ModelField(spec: $0, model: model) }
            },
            .objects("fixtures", "Its named example values.") { model in
                model.fixtures.map { ModelFixture(spec: $0, model: model) }
            },
            .bool("explicitInit", "True when the access level needs the initializer spelled out.") { $0.explicitInit },
            .string("initDeclaration", "The initializer's line, wrapped.") { model in
                let parameters = model.spec.fields.map { model.typed($0, asParameter: true) }
                return SwiftLayout.wrapped("\(model.access)init", parameters, " {", indent: 1)
            }.deprecated("read `model.fields` (`name`, `type`, `defaultValue`), laid out with {% wrap %}"),
        ]
    )
}

/// A stored field of a model.
struct ModelField: TemplateObject {
    let spec: FieldSpec
    let model: ModelDescription

    static let table = TemplateTable<ModelField>(
        "ModelField",
        "A stored field of a model.",
        [
            .string("name", "The field's name.") { $0.spec.name.text },
            .string("type", "Its type, as written.") { $0.spec.type.text },
            .string(
                "parameterType",
                "Its type as an `init` parameter: a function type is `@escaping`, since it is kept."
            ) {
                ParameterType.escaping($0.spec.type.text)
            },
            .string("defaultValue", "Its default, written or obvious; empty when it has none.") {
                $0.model.resolved.fieldDefaults[$0.spec.name.text] ?? ""
            },
            .string("declaration", "The stored property, with its default when internal.") {
                $0.model.explicitInit
                    ? "\($0.model.access)var \($0.spec.name.text): \($0.spec.type.text)"
                    : "var " + $0.model.typed($0.spec)
            }.deprecated("read `field.name`, `field.type` and `field.defaultValue`"),
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
        ]
    )
}

/// A named example value of a model.
struct ModelFixture: TemplateObject {
    let spec: FixtureSpec
    let model: ModelDescription

    static let table = TemplateTable<ModelFixture>(
        "Fixture",
        "A named example value of a model: `static let name = Model(…)`.",
        [
            .string("name", "The fixture's name.") { $0.spec.name.text },
            .laidOutSummary(indent: 1) { $0.spec.summary },
            .summaryText { $0.spec.summary },
            .objects("arguments", "The model's initializer arguments, in field order.") {
                $0.model.resolved.fixtureArguments.resolved($0.spec.name.text)
            },
            .string("declaration", "The `static let` with its arguments, wrapped, comments at the ends of lines.") {
                fixture in
                let arguments = fixture.model.resolved.fixtureArguments.resolved(fixture.spec.name.text)
                return SwiftLayout.wrapped(
                    "\(fixture.model.access)static let \(fixture.spec.name.text) = \(fixture.model.spec.name.text)",
                    arguments.map(\.description),
                    "",
                    indent: 1,
                    comments: arguments.map(\.comment)
                )
            }.deprecated("read `fixture.arguments`, laid out with {% wrap %}"),
        ]
    )
}
