import Foundation
import Testing

@testable import MVVMGenCore

/// Foundation types wherever a value is needed (properties, given objects, parameters,
/// model fields, fixtures) generate code that compiles in every lane, and fixtures hold
/// exactly the values written: compiled in full (literal range checks included) and run.
@Suite("Foundation values compile", .runsTheCompiler)
struct FoundationCodeCompilesTests {
    static let yaml = """
        models:
          Sample:
            fields:
              id: UUID
              at: Date
              landing: Date
              link: URL?
              price: Decimal
              blob: Data
              tiny: Int8
              huge: UInt64
              lowest: Int
              single: Float
              real: Double
        fixtures:
          all:
            model: Sample
            values:
              id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F
              at: 2024-05-01T09:30:00.250+08:00
              landing: 1969-07-20T20:17:40Z
              link: https://example.com/a?b=c%20d#top
              price: "12.50"
              blob: aGVsbG8=
              tiny: -128
              huge: 18446744073709551615
              lowest: -9223372036854775808
              single: 3.4028235e38
              real: 2.2250738585072014e-308
        screens:
          Detail:
            given:
              session: UUID
              since: Date
              home: URL
              sample: {type: Sample, sample: Sample.all}
            properties:
              link: URL?
              id: UUID
              at: Date
              blob: Data
              price: Decimal
            commands:
              "open(id: UUID, at: Date, link: URL, blob: Data, price: Decimal, next: URL?)": [reload]
            callbacks: [reload]
        """

    static func generate(access: AccessLevel = .internal) throws -> [OutputFile] {
        let options = GenerationOptions(moduleName: "Screens", accessLevel: access)
        return try Generator(options: options).generate(InputFile(path: "Detail.screen.yaml", text: yaml)).files
    }

    @Test("sources and tests type-check", arguments: CompileLane.all)
    func typeChecks(lane: CompileLane) throws {
        let result = try lane.typeCheck(Self.generate(access: lane.access))
        #expect(result.status == 0, "\(lane.testDescription):\n\(result.output)")
    }

    @Test("fixtures compile without warnings and hold exactly the values written")
    func fixturesAreExact() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("mvvmgen-fixtures-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let model = try #require(try Self.generate().first { $0.path.hasSuffix("Sample.swift") })
        try Data(model.contents.utf8).write(to: work.appendingPathComponent("Sample.swift"))
        try Data(Self.printer.utf8).write(to: work.appendingPathComponent("main.swift"))
        let compile = try Shell.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "Sample.swift", "main.swift", "-o", "sample"],
            in: work,
            // The driver's leftover TemporaryDirectory.* goes with `work`.
            environment: ["TMPDIR": work.path]
        )
        try #require(compile.status == 0, "\(compile.output)")
        let run = try Shell.run(work.appendingPathComponent("sample").path, [])
        let landing = try #require(ISO8601DateFormatter().date(from: "1969-07-20T20:17:40Z"))
        #expect(
            run.output.split(separator: "\n").map(String.init) == [
                "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "736219800.25", "\(landing.timeIntervalSinceReferenceDate)",
                "https://example.com/a?b=c%20d#top", "12.5", "hello", "-128", "18446744073709551615",
                "-9223372036854775808", "true", "true",
            ]
        )
    }

    /// Prints each field of the fixture in a form compared above.
    static let printer = """
        import Foundation

        let all = Sample.all
        print(all.id.uuidString)
        print(all.at.timeIntervalSinceReferenceDate)
        print(all.landing.timeIntervalSinceReferenceDate)
        print(all.link?.absoluteString ?? "nil")
        print(all.price)
        print(String(decoding: all.blob, as: UTF8.self))
        print(all.tiny)
        print(all.huge)
        print(all.lowest)
        print(all.single == .greatestFiniteMagnitude)
        print(all.real == .leastNormalMagnitude)

        """
}
