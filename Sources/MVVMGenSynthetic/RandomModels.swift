/// The models and fixtures of a random spec. Model `n` holds only models below `n`, so
/// nesting has no cycles; every model has at least one fixture, for samples to name.
struct RandomModels {
    struct Field {
        var name: String
        var type: RandomValueType
        /// A Swift expression written as the field's default, if any.
        var defaultValue: String?
        var summary: String?
    }

    struct Model {
        var name: String
        var fields: [Field]
        var isCodable: Bool
        var fixtures: [String]
        var summary: String?
        /// `Model()` compiles: every field has a default, written or obvious.
        var hasObviousValue = false
    }

    var all: [Model] = []

    init(count: Int, _ random: inout SplitMix64, names: inout RandomNames) {
        for index in 0..<count {
            var model = Model(
                name: names.type("Model"),
                fields: [],
                isCodable: random.chance(50),
                fixtures: [],
                summary: random.chance(50) ? RandomText.summary(&random) : nil
            )
            for _ in 0..<random.int(1...5) {
                var type = RandomValueType.random(&random, modelLimit: index)
                if model.isCodable && !type.isCodable(self) { type = .scalar(.string) }
                let hasDefault = random.chance(30) || !type.hasObviousValue(self) && random.chance(50)
                model.fields.append(
                    Field(
                        name: names.member("field"),
                        type: type,
                        defaultValue: hasDefault ? type.swiftValue(self, &random) : nil,
                        summary: random.chance(20) ? RandomText.summary(&random) : nil
                    )
                )
            }
            model.hasObviousValue = model.fields.allSatisfy { $0.defaultValue != nil || $0.type.hasObviousValue(self) }
            model.fixtures = (0..<random.int(1...2)).map { _ in names.member("fixture") }
            all.append(model)
        }
    }

    /// `name: value` for each field of a fixture of model `index`; fields that have a
    /// default may be left out.
    func fixtureFields(of index: Int, _ random: inout SplitMix64) -> [String] {
        all[index].fields.compactMap { field in
            let needed = field.defaultValue == nil && !field.type.hasObviousValue(self)
            guard needed || random.chance(70) else { return nil }
            return "\(field.name): \(field.type.fixtureValue(self, &random))"
        }
    }

    /// The `models:` and `fixtures:` sections.
    func write(to yaml: inout YAMLLines, _ random: inout SplitMix64) {
        guard !all.isEmpty else { return }
        yaml.add(0, "models:")
        for model in all {
            yaml.add(1, "\(model.name):")
            if let summary = model.summary { yaml.summary(2, summary) }
            if model.isCodable {
                yaml.add(2, "conforms: [Equatable, Sendable, Codable]")
            } else if random.chance(30) {
                yaml.add(2, "conforms: [Equatable, Sendable]")
            }
            yaml.add(2, "fields:")
            for field in model.fields {
                write(field, to: &yaml, &random)
            }
        }
        yaml.add(0, "fixtures:")
        for (index, model) in all.enumerated() {
            for fixture in model.fixtures {
                yaml.add(1, "\(fixture):")
                yaml.add(2, "model: \(model.name)")
                if random.chance(30) { yaml.summary(2, RandomText.summary(&random)) }
                let values = fixtureFields(of: index, &random)
                if values.isEmpty {
                    yaml.add(2, "values: {}")
                } else {
                    yaml.add(2, "values:")
                    for value in values { yaml.add(3, value) }
                }
            }
        }
    }

    private func write(_ field: Field, to yaml: inout YAMLLines, _ random: inout SplitMix64) {
        let type = field.type.swift(self)
        if field.summary == nil && random.chance(70) {
            let text = field.defaultValue.map { "\(type) = \($0)" } ?? type
            yaml.add(3, "\(field.name): \(YAMLText.scalar(text))")
            return
        }
        yaml.add(3, "\(field.name):")
        yaml.add(4, "type: \(YAMLText.scalar(type))")
        if let value = field.defaultValue { yaml.add(4, "default: \(YAMLText.scalar(value))") }
        if let summary = field.summary { yaml.summary(4, summary) }
    }
}
