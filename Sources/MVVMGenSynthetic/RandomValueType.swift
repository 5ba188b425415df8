/// The types random specs use for properties, given objects, parameters, list items and
/// model fields: Swift and Foundation value types, optionals, arrays and declared models.
indirect enum RandomValueType {
    case scalar(RandomScalar)
    case optional(RandomValueType)
    case array(RandomValueType)
    /// A declared model, by its index in `RandomModels`.
    case model(Int)

    /// The type as written in the YAML.
    func swift(_ models: RandomModels) -> String {
        switch self {
        case .scalar(let scalar): scalar.rawValue
        case .optional(let wrapped): wrapped.swift(models) + "?"
        case .array(let element): "[\(element.swift(models))]"
        case .model(let index): models.all[index].name
        }
    }

    /// Whether mvvmgen knows a value of the type without being told (Documentation/ScreenFile.md, "Obvious values").
    func hasObviousValue(_ models: RandomModels) -> Bool {
        switch self {
        case .scalar, .optional, .array: true
        case .model(let index): models.all[index].hasObviousValue
        }
    }

    /// Whether the type is `Codable`, so a `Codable` model may hold it.
    func isCodable(_ models: RandomModels) -> Bool {
        switch self {
        case .scalar: true
        case .optional(let inner), .array(let inner): inner.isCodable(models)
        case .model(let index): models.all[index].isCodable
        }
    }

    /// A Swift expression of the type, for defaults and samples.
    func swiftValue(_ models: RandomModels, _ random: inout SplitMix64) -> String {
        switch self {
        case .scalar(let scalar): return scalar.swiftValue(&random)
        case .optional(let wrapped):
            return random.chance(40) ? "nil" : wrapped.swiftValue(models, &random)
        case .array(let element):
            let count = random.int(0...2)
            return "[" + (0..<count).map { _ in element.swiftValue(models, &random) }.joined(separator: ", ") + "]"
        case .model(let index):
            let model = models.all[index]
            if model.hasObviousValue && random.chance(30) { return "\(model.name)()" }
            return "\(model.name).\(random.pick(model.fixtures))"
        }
    }

    /// A fixture value of the type, as YAML flow text: a scalar, a list, or a mapping of a
    /// model's fields.
    func fixtureValue(_ models: RandomModels, _ random: inout SplitMix64) -> String {
        switch self {
        case .scalar(let scalar): return scalar.fixtureValue(&random)
        case .optional(let wrapped):
            return random.chance(30) ? random.pick(["~", "null"]) : wrapped.fixtureValue(models, &random)
        case .array(let element):
            let count = random.int(0...3)
            return "[" + (0..<count).map { _ in element.fixtureValue(models, &random) }.joined(separator: ", ") + "]"
        case .model(let index):
            return "{" + models.fixtureFields(of: index, &random).joined(separator: ", ") + "}"
        }
    }

    /// A random type; models are those below `modelLimit`, so models never nest in cycles.
    static func random(_ random: inout SplitMix64, modelLimit: Int, depth: Int = 0) -> RandomValueType {
        let roll = random.int(0...99)
        if roll < 12 && depth < 2 {
            return .optional(Self.random(&random, modelLimit: modelLimit, depth: 2))
        }
        if roll < 22 && depth < 2 {
            return .array(Self.random(&random, modelLimit: modelLimit, depth: depth + 1))
        }
        if roll < 32 && modelLimit > 0 {
            return .model(random.int(0...modelLimit - 1))
        }
        return .scalar(random.pick(RandomScalar.allCases))
    }
}
