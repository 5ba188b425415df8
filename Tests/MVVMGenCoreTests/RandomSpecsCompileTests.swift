import Foundation
import MVVMGenSynthetic
import Testing

@testable import MVVMGenCore

/// Compile fuzzing: random valid screen files (`RandomSpecs`) generate without an error or
/// a warning, and the generated Swift type-checks in every lane. CI runs one fixed seed;
/// `scripts/fuzz-compile.sh` runs others through `MVVMGEN_FUZZ_SEED`.
@Suite("Random specs compile")
struct RandomSpecsCompileTests {
    /// Chosen because its 100 screens use every key and flag `RandomSpecs` writes in 8 seeds
    /// of 200 screens (`fixedSeedUsesEveryKey`), as the 200 screens of the seed before did
    /// not: half the compiling, in four lanes, for more of the format.
    static let fixedSeed: UInt64 = 58
    static let fixedScreens = 100

    /// The seed and size to run: the fixed ones, unless the fuzz script sets its own.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["MVVMGEN_FUZZ_SEED"].flatMap { UInt64($0) } ?? fixedSeed
    }
    static var screens: Int {
        ProcessInfo.processInfo.environment["MVVMGEN_FUZZ_SCREENS"].flatMap { Int($0) } ?? fixedScreens
    }

    /// Generates the seed's file, keeping its YAML where a failure can be replayed from.
    static func generate(access: AccessLevel) throws -> Generator.Result {
        let yaml = RandomSpecs.yaml(seed: seed, screens: screens)
        let options = GenerationOptions(moduleName: "Screens", accessLevel: access)
        do {
            return try Generator(options: options).generate(InputFile(path: "Random.screen.yaml", text: yaml))
        } catch {
            let saved = FileManager.default.temporaryDirectory.appendingPathComponent("random-\(seed).screen.yaml")
            try? Data(yaml.utf8).write(to: saved)
            throw error
        }
    }

    @Test("a random module generates without diagnostics and type-checks", .runsTheCompiler, arguments: CompileLane.all)
    func typeChecks(lane: CompileLane) throws {
        let result = try Self.generate(access: lane.access)
        #expect(result.warnings.isEmpty, "seed \(Self.seed): \(result.warnings)")
        #expect(result.files.filter { $0.path.hasSuffix("ViewModel.swift") }.count >= Self.screens)
        let check = try lane.typeCheck(result.files, support: ["FuzzSupport.swift": RandomSpecs.supportSource])
        #expect(check.status == 0, "seed \(Self.seed) (\(lane.testDescription)):\n\(check.output)")
    }

    @Test("a hundred seeds of small files generate without diagnostics", arguments: 0..<100)
    func generatesCleanly(seed: UInt64) throws {
        let yaml = RandomSpecs.yaml(seed: seed, screens: 12)
        let result = try Generator().generate(InputFile(path: "Random.screen.yaml", text: yaml))
        #expect(result.warnings.isEmpty, "seed \(seed): \(result.warnings)")
    }

    @Test("the fixed seed's file uses every key and flag that 8 seeds of 200 screens use")
    func fixedSeedUsesEveryKey() {
        let fixed = Self.keysAndFlags(RandomSpecs.yaml(seed: Self.fixedSeed, screens: Self.fixedScreens))
        var written: Set<String> = []
        for seed in 1...8 { written.formUnion(Self.keysAndFlags(RandomSpecs.yaml(seed: UInt64(seed), screens: 200))) }
        #expect(written.count > 40, "\(written.sorted())")
        #expect(written.subtracting(fixed).isEmpty, "missing: \(written.subtracting(fixed).sorted())")
    }

    /// The format's keys a file uses (names, which hold digits here, left out) and the flag
    /// words they are given: `paging`, `loadMore=true`, `show=present`.
    static func keysAndFlags(_ yaml: String) -> Set<String> {
        let flags: Set<Substring> = ["true", "false", "nil", "push", "present", "root", "load", "none"]
        var found: Set<String> = []
        for line in yaml.split(separator: "\n") {
            let entry = line.drop { $0 == " " || $0 == "-" }
            guard let colon = entry.firstIndex(of: ":") else { continue }
            let key = entry[..<colon]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0 == "$" }) else { continue }
            found.insert(String(key))
            let value = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if flags.contains(Substring(value)) { found.insert("\(key)=\(value)") }
        }
        return found
    }

    @Test("the same seed gives the same file")
    func isDeterministic() {
        #expect(RandomSpecs.yaml(seed: 7, screens: 20) == RandomSpecs.yaml(seed: 7, screens: 20))
        #expect(RandomSpecs.yaml(seed: 7, screens: 20) != RandomSpecs.yaml(seed: 8, screens: 20))
    }
}
