/// Random valid screen files for compile fuzzing: the same seed always gives the same
/// file. Each file covers every kind of screen and, across screens, every key in its short
/// and long forms, Foundation types, models with fixtures, routes and tabs; a warning the
/// file would get is silenced. mvvmgen must accept every file, and the generated Swift
/// must compile with `supportSource`.
public enum RandomSpecs {
    public static func yaml(seed: UInt64, screens count: Int) -> String {
        var random = SplitMix64(seed: seed)
        var names = RandomNames(seed: random.next())
        let models = RandomModels(count: random.int(1...max(1, count / 4)), &random, names: &names)
        let plan = RandomScreenPlan(count: max(4, count), models: models, &random, names: &names)

        var body = YAMLLines()
        models.write(to: &body, &random)
        body.add(0, "screens:")
        var writer = RandomScreenWriter(plan: plan, models: models, random: random, names: names)
        for index in plan.screens.indices {
            writer.write(index, to: &body)
        }

        var head = YAMLLines()
        head.add(0, "# Random screens, seed \(seed), written by RandomSpecs.")
        head.add(0, "types: [FuzzService, StubFuzzService, FuzzClock]")
        if !writer.fileSilence.isEmpty {
            head.add(0, "silence: [\(writer.fileSilence.sorted().joined(separator: ", "))]")
        }
        return head.text + body.text
    }

    /// The person's own types the random files name, so the generated code compiles.
    public static let supportSource = """
        @MainActor
        public protocol FuzzService: AnyObject {}

        @MainActor
        public final class StubFuzzService: FuzzService {
            public init() {}
        }

        public struct FuzzClock: Sendable {
            public var tick: Int
            public init(tick: Int = 0) { self.tick = tick }
        }

        """
}
