/// Values: a fixture's data names its model's fields, fits their types, and leaves out
/// only fields with a default.
extension SpecChecker {
    /// The models a fixture's value may be written for as fields: this file's, and those of
    /// the module's other screen files and of the modules it imports (this file's first).
    var valueModels: [String: ModelSpec] {
        var all: [String: ModelSpec] = [:]
        for model in module.importedModels + module.models { all[model.name.text] = model }
        return all.merging(models) { _, own in own }
    }

    /// Returns the model's initializer arguments for the values that fit, in field order.
    mutating func checkValues(of fixture: FixtureSpec, model: ModelSpec) -> [CallArgument] {
        let fields = Dictionary(model.fields.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        var literals: [String: CallArgument] = [:]
        for (name, value) in fixture.values {
            guard let field = fields[name.text] else {
                log.error(
                    "model '\(model.name)' has no field '\(name)'"
                        + Suggestion.didYouMean(name.text, among: model.fields.map(\.name.text)),
                    at: name.location
                )
                continue
            }
            let (literal, comment, problems) = FixtureLiteral.literal(value, type: field.type.text, models: valueModels)
            literals[name.text] = literal.map { CallArgument(name.text, $0, comment: comment) }
            for problem in problems {
                log.error("value of '\(name)' in fixture '\(fixture.name)': \(problem.message)", at: problem.location)
            }
        }
        let given = Set(fixture.values.map(\.field.text))
        let defaults = resolvedModels.resolved(model.name.text).fieldDefaults
        for field in model.fields where !given.contains(field.name.text) && defaults[field.name.text] == nil {
            log.error(
                "fixture '\(fixture.name)' needs a value for '\(field.name)': the field has no default",
                at: fixture.name.location
            )
        }
        return model.fields.compactMap { literals[$0.name.text] }
    }
}
