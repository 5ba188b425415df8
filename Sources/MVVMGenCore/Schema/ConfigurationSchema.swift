/// The JSON Schema of `mvvmgen.yml`, built from `Configuration.keys`.
public enum ConfigurationSchema {
    public static var document: JSONValue { build().document }
    /// Keys the configuration reader takes without a schema here, or the other way round.
    public static var drift: [String] { build().drift }

    private static func build() -> (document: JSONValue, drift: [String]) {
        var builder = SchemaBuilder()
        let path = Schema.type("string")
        let object = builder.object(
            "the configuration",
            keys: Configuration.keys,
            values: [
                "output": Schema.doc("Folder for the Swift sources (default: the YAML file's folder).", path),
                "testsOutput": Schema.doc("Folder for the test skeletons.", path),
                "module": Schema.doc("Module the tests import with @testable.", path),
                "templates": Schema.doc("Folder whose *.stencil files replace the built-in templates.", path),
                "accessLevel": Schema.doc(
                    "The access of generated declarations.",
                    Schema.oneOfWords(AccessLevel.allCases.map(\.rawValue))
                ),
                "generatedFolder": Schema.doc("The folder of regenerated files, inside the output folder.", path),
                "tests": Schema.doc("Whether test skeletons are written (default true).", Schema.bool),
                "flavour": Schema.doc(
                    "The view layer of screens that do not name one: uikit (default) or swiftui.",
                    Schema.oneOfWords(Flavour.allCases.map(\.rawValue))
                ),
            ]
        )
        guard case .object(let entries) = object else { return (object, builder.drift) }
        let document = JSONValue.object(
            [
                ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                ("title", .string("mvvmgen configuration (mvvmgen.yml)")),
            ] + entries
        )
        return (document, builder.drift)
    }
}
