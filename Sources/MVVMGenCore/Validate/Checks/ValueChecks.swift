/// Values: a fixture's data names its model's fields, fits their types, and leaves out
/// only fields with a default.
extension SpecChecker {
    mutating func checkValues(of fixture: FixtureSpec, model: ModelSpec) {
        let fields = Dictionary(model.fields.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        var given = Set<String>()
        for (name, value) in fixture.values {
            guard let field = fields[name.text] else {
                log.error(
                    "model '\(model.name)' has no field '\(name)'"
                        + Suggestion.didYouMean(name.text, among: model.fields.map(\.name.text)),
                    at: name.location
                )
                continue
            }
            given.insert(name.text)
            if let problem = FixtureLiteral.problem(value, type: field.type.text, models: models) {
                log.error("value of '\(name)' in fixture '\(fixture.name)': \(problem)", at: value.location)
            }
        }
        for field in model.fields where !given.contains(field.name.text) {
            if field.defaultValue == nil && SwiftNames.defaultValue(for: field.type.text, models: models) == nil {
                log.error(
                    "fixture '\(fixture.name)' needs a value for '\(field.name)': the field has no default",
                    at: fixture.name.location
                )
            }
        }
    }
}
