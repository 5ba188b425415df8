/// A parameter of a generated declaration: a command's, a route's, or an initializer's.
struct ParameterDescription: TemplateObject {
    let name: String
    let type: String
    /// Its default, `""` when it has none.
    let defaultValue: String

    init(name: String, type: String, defaultValue: String = "") {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    init(_ spec: ParameterSpec) {
        self.init(name: spec.name.text, type: spec.type.text)
    }

    static let table = TemplateTable<ParameterDescription>(
        "Parameter",
        "A parameter of a generated declaration: `name: Type = default`.",
        [
            .string("name", "The parameter's name, also its label.") { $0.name },
            .string("type", "Its type, as written.") { $0.type },
            .string(
                "parameterType",
                "Its type in the declaration: a function type is `@escaping`, since generated code keeps or captures it."
            ) { ParameterType.escaping($0.type) },
            .string("defaultValue", "Its default value; empty when it has none.") { $0.defaultValue },
        ]
    )
}

extension CallArgument: TemplateObject {
    static let table = TemplateTable<CallArgument>(
        "Argument",
        "An argument of a generated call: `label: expression`, with a comment for the end of its line.",
        [
            .string("label", "The argument's label.") { $0.label },
            .string("expression", "Its value, as Swift.") { $0.expression },
            .string("comment", "What an opaque value means (a date's written form); empty when it says itself.") {
                $0.comment ?? ""
            },
        ]
    )
}
