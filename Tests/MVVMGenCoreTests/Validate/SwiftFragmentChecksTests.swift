import Testing

@testable import MVVMGenCore

/// Types, defaults and samples are parsed by Swift's parser as what they must be; literals
/// of standard types must be ones the type takes.
@Suite("Validation: Swift fragments")
struct SwiftFragmentChecksTests {
    @Test("a malformed type is located where the parser stopped, in short and long forms")
    func malformedTypes() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  scores: "[String: Int1️⃣"
                  spaced: String 2️⃣Int
                  long: {type: "  (Int,3️⃣ "}
                commands:
                  "go(id: UUID, when: [Date4️⃣)": {}
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: '[String: Int' is not a Swift type: expected ']' to end dictionary type",
                "2️⃣ error: 'String Int' is not a Swift type: unexpected code 'Int' in type",
                "3️⃣ error: '(Int,' is not a Swift type: expected ')' to end tuple type",
                "4️⃣ error: '[Date' is not a Swift type: expected ']' to end array type",
            ]
        )
    }

    @Test("a malformed default or sample is located inside it")
    func malformedExpressions() {
        let yaml = MarkedText(
            """
            types: [Service]
            screens:
              Top:
                given:
                  service: {type: Service, sample: "Service(1️⃣"}
                properties:
                  errorMessage: String = "abc2️⃣
                  total: Int = 1 +3️⃣
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: the sample of 'service' 'Service(' is not a Swift expression: expected value and ')' to end function call",
                "2️⃣ error: the default of property 'errorMessage' '\"abc' is not a Swift expression: expected '\"' to end string literal",
                "3️⃣ error: the default of property 'total' '1 +' is not a Swift expression: expected expression after operator",
            ]
        )
    }

    @Test("a literal of the wrong kind for a standard type is an error at the literal")
    func wrongLiteralKinds() {
        let yaml = MarkedText(
            """
            models:
              Job: {fields: {count: Int8 = 1️⃣1000, name: "String = 2️⃣5"}}
            screens:
              Top:
                properties:
                  enabled: Bool = 3️⃣no
                  flag: {type: Bool, default: '4️⃣"no"'}
                  count: Int = 5️⃣"abc"
                  ratio: Double = 6️⃣1e999
                  names: "[String: Int] = 7️⃣[]"
                  maybe: Int = 8️⃣nil
                  link: URL = 9️⃣"https://example.com"
                  tags: '[String] = ["a", 🔟2]'
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: the default of field 'count': '1000' is out of range for 'Int8' (-128...127)",
                "2️⃣ error: the default of field 'name': '5' is a whole number, but 'String' takes a string literal",
                "3️⃣ error: the default of property 'enabled': 'no' is not a Swift Bool: write 'false'",
                "4️⃣ error: the default of property 'flag': '\"no\"' is a string, but 'Bool' takes true or false",
                "5️⃣ error: the default of property 'count': '\"abc\"' is a string, but 'Int' takes a whole number",
                "6️⃣ error: the default of property 'ratio': '1e999' is out of range for 'Double': it would overflow to infinity",
                "7️⃣ error: the default of property 'names': '[]' is an empty array: write '[:]' for an empty dictionary",
                "8️⃣ error: the default of property 'maybe': 'nil' is given, but 'Int' is not optional: write 'Int?' or a value",
                "9️⃣ error: the default of property 'link': '\"https://example.com\"' is a string, but 'URL' has no literal: write URL(string: \"https://example.com\")!",
                "🔟 error: the default of property 'tags': '2' is a whole number, but 'String' takes a string literal",
            ]
        )
    }

    @Test("arithmetic on numbers fits number types only: a date written unquoted is an error")
    func arithmeticOnNumbers() {
        let yaml = MarkedText(
            """
            screens:
              Top:
                properties:
                  since: Date = 1️⃣2024-05-01
                  label: String = 2️⃣1 + 2
                  total: Int = 60 * 60 - 1
                  share: Double = 1.5 / 3
                  price: Decimal = 10 % 3
                  maybe: Date? = 3️⃣(2024 - 5)
                  mixed: Date = Date() - 1
            """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: the default of property 'since': '2024-05-01' is arithmetic on numbers, but 'Date' has no literal: write Date()",
                "2️⃣ error: the default of property 'label': '1 + 2' is arithmetic on numbers, but 'String' takes a string literal",
                "3️⃣ error: the default of property 'maybe': '(2024 - 5)' is arithmetic on numbers, but 'Date' has no literal: write Date()",
            ]
        )
    }

    @Test("well-formed fragments of every shape give no diagnostics")
    func validFragments() {
        let yaml = MarkedText(
            """
            types: [Service]
            models:
              Job: {fields: {id: UUID, size: Int8 = -128, price: Decimal = 9.99}}
            screens:
              Top:
                given:
                  service: {type: Service, sample: "Service(name: \\"stub\\")"}
                  handler: {type: "@Sendable (Int) async throws -> Void", sample: "{ _ in }"}
                properties:
                  ok: "[Int?] = [1, nil]"
                  pair: "(Int, String) = (1, \\"a\\")"
                  call: Int = max(1, 2)
                  hex: UInt8 = 0xFF
                  when: Foundation.Date = .now
                  lookup: "[String: [Int]] = [\\"a\\": [1, 2]]"
                  empty: "[String: Int] = [:]"
                  flag: Bool? = nil
                  ratio: Double = 2
                  result: "Result<Job, any Error>? = nil"
                  yes: Bool = true
            """
        )
        #expect(Stages.diagnostics(yaml) == [])
    }

    @Test("each text is parsed once per run, however often it recurs")
    func parsedOnce() {
        let fragments = SwiftFragments()
        let first = fragments.parse("[String: Int]", as: .type)
        let second = fragments.parse("[String: Int]", as: .type)
        #expect(first.syntax.id == second.syntax.id)
        #expect(fragments.parse("[String: Int]", as: .expression).expression != nil)
        #expect(fragments.parse("[String: Int]", as: .expression).type == nil)
    }
}
