/// The `commands:` of one random screen, in every form: `name: [callbacks]`, `name: one`,
/// `name:`, `"name(label: Type)": …`, and the long form with parameters, `async`, `sends`,
/// `reads` and a summary. Records what the commands send and read, for the warnings.
struct RandomCommands {
    var models: RandomModels
    var callbacks: [String]
    var properties: [String]
    private(set) var sent: Set<String> = []
    private(set) var read: Set<String> = []

    init(models: RandomModels, callbacks: [String], properties: [String]) {
        self.models = models
        self.callbacks = callbacks
        self.properties = properties
    }

    mutating func write(to yaml: inout YAMLLines, _ random: inout SplitMix64, _ names: inout RandomNames) {
        let count = random.int(0...4)
        guard count > 0 else { return }
        yaml.add(2, "commands:")
        for _ in 0..<count {
            let name = names.member("command")
            let sends = random.subset(callbacks, percent: 60)
            sent.formUnion(sends)
            let parameters = (0..<random.int(0...3)).map { _ in
                (names.member("value"), RandomValueType.random(&random, modelLimit: models.all.count))
            }
            let isShort = parameters.allSatisfy { $0.1.hasObviousValue(models) } && random.chance(50)
            guard !isShort else {
                let signature =
                    parameters.isEmpty
                    ? name
                    : "\(name)(" + parameters.map { "\($0.0): \($0.1.swift(models))" }.joined(separator: ", ") + ")"
                yaml.add(3, YAMLText.doubleQuoted(signature) + ":" + Self.shortSends(sends, &random))
                continue
            }
            yaml.add(3, "\(name):")
            if !parameters.isEmpty {
                yaml.add(4, "parameters:")
                for (label, type) in parameters {
                    if type.hasObviousValue(models) && random.chance(50) {
                        yaml.add(5, "\(label): \(YAMLText.scalar(type.swift(models)))")
                    } else {
                        yaml.add(5, "\(label):")
                        yaml.add(6, "type: \(YAMLText.scalar(type.swift(models)))")
                        yaml.add(6, "sample: \(YAMLText.scalar(type.swiftValue(models, &random)))")
                    }
                }
            }
            if random.chance(40) { yaml.add(4, "async: \(random.chance(80))") }
            if !sends.isEmpty || random.chance(20) { yaml.add(4, "sends: [\(sends.joined(separator: ", "))]") }
            let reads = random.subset(properties, percent: 40)
            read.formUnion(reads)
            if !reads.isEmpty { yaml.add(4, "reads: [\(reads.joined(separator: ", "))]") }
            if random.chance(30) { yaml.summary(4, RandomText.summary(&random)) }
        }
    }

    /// What follows `name:` in a short form: nothing, one callback, or a list.
    private static func shortSends(_ sends: [String], _ random: inout SplitMix64) -> String {
        if sends.isEmpty { return random.chance(50) ? "" : " []" }
        if sends.count == 1 && random.chance(50) { return " \(sends[0])" }
        return " [\(sends.joined(separator: ", "))]"
    }
}
