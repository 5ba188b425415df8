import Testing

@testable import MVVMGenCore

/// Fixture values of Foundation types, numbers in their type's range and Swift's literal
/// syntax, nested models and lists: exact literals, or errors at the value at fault.
@Suite("Validation: fixture values")
struct FixtureValuesTests {
    static let models = """
        types: [Clock]
        models:
          Tag: {fields: {name: String, weight: Int8}}
          Timer: {fields: {clock: Clock}}
          Item:
            fields:
              id: UUID
              at: Date
              link: URL?
              price: Decimal
              blob: Data
              ratio: Float
              count: UInt64
              tags: "[Tag]"
              main: Tag?
              timer: Timer?

        """

    @Test("Foundation values, nested models and optionals become exact Swift literals")
    func literals() throws {
        let spec = try Stages.validated(
            Self.models + """
                fixtures:
                  first:
                    model: Item
                    values:
                      id: e621e1f8-c36c-495a-93fc-0c247a3e6e5f
                      at: 2024-05-01T09:30:00.250+08:00
                      link: https://example.com/a?b=c%20d#top
                      price: "12.50"
                      blob: aGVsbG8=
                      ratio: -1.5e3
                      count: 18446744073709551615
                      tags: [{name: a, weight: -128}, {name: b, weight: 127}]
                      main: ~
                screens:
                  Top:
                """
        )
        let item = try #require(spec.resolvedModels["Item"])
        #expect(
            item.fixtureArguments["first"] == [
                CallArgument("id", #"UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!"#),
                CallArgument(
                    "at",
                    "Date(timeIntervalSinceReferenceDate: 736219800.25)",
                    comment: "2024-05-01T09:30:00.250+08:00"
                ),
                CallArgument("link", #"URL(string: "https://example.com/a?b=c%20d#top")!"#),
                CallArgument("price", #"Decimal(string: "12.50")!"#),
                CallArgument("blob", #"Data(base64Encoded: "aGVsbG8=")!"#),
                CallArgument("ratio", "-1.5e3"),
                CallArgument("count", "18446744073709551615"),
                CallArgument("tags", #"[Tag(name: "a", weight: -128), Tag(name: "b", weight: 127)]"#),
                CallArgument("main", "nil"),
            ]
        )
    }

    @Test(
        "ISO 8601 instants become seconds since the reference date, exactly",
        arguments: [
            ("2001-01-01T00:00:00Z", "0"), ("2024-01-01T00:00:00Z", "725760000"), ("2024-02-29", "730857600"),
            ("2000-12-31T23:59:59.75Z", "-0.25"), ("1999-12-31T23:59:59.999-05:30", "-31602600.001"),
            ("2024-05-01T09:30+0800", "736219800"), ("1970-01-01T00:00:00.000Z", "-978307200"),
        ]
    )
    func instants(_ text: String, _ seconds: String) {
        #expect(ISO8601Instant.parse(text) == .success(ISO8601Instant(secondsSinceReferenceDate: seconds)))
    }

    @Test("Foundation values that are not what their type reads are located errors")
    func foundationMisfits() {
        let yaml = MarkedText(
            Self.models + """
                fixtures:
                  first:
                    model: Item
                    values:
                      id: 1️⃣e621e1f8-c36c-495a-93fc
                      at: 2️⃣2024-02-30T10:00:00Z
                      link: 3️⃣https://example.com/a b
                      price: 4️⃣1e200
                      blob: 5️⃣aGVsbG8
                      ratio: 0
                      count: 0
                      tags: [{name: a, weight: 6️⃣1000}, {weight: 1}]
                      timer: 7️⃣{}
                  second:
                    model: Item
                    values: {id: 00000000-0000-0000-0000-000000000000, at: 8️⃣2024-05-01T09:30, link: 9️⃣example.com,
                      price: 1, blob: "", ratio: 1, count: 1, tags: []}
                screens:
                  Top:
                """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: value of 'id' in fixture 'first': 'e621e1f8-c36c-495a-93fc' is not a UUID: write 32 hexadecimal digits as 8-4-4-4-12, such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'",
                "2️⃣ error: value of 'at' in fixture 'first': '2024-02-30T10:00:00Z' is not a valid date: a field is out of range (or the fraction has more than 9 digits)",
                "3️⃣ error: value of 'link' in fixture 'first': 'https://example.com/a b' is not a URL: ' ' must be percent-encoded (a space is '%20')",
                "4️⃣ error: value of 'price' in fixture 'first': '1e200' is out of range for 'Decimal' (powers of ten from -128 to 127)",
                "5️⃣ error: value of 'blob' in fixture 'first': 'aGVsbG8' is not base64: write groups of four characters of A–Z, a–z, 0–9, '+' and '/', padded with '='",
                "6️⃣ error: value of 'tags' in fixture 'first': '1000' is out of range for 'Int8' (-128...127)",
                "7️⃣ error: value of 'timer' in fixture 'first': model 'Timer' needs a value for 'clock': the field has no default",
                "8️⃣ error: value of 'at' in fixture 'second': '2024-05-01T09:30' has no time zone: add 'Z' for UTC or an offset such as '+08:00'",
                "9️⃣ error: value of 'link' in fixture 'second': 'example.com' is not a URL: write an absolute URL with a scheme, such as 'https://example.com/a'",
            ]
        )
    }

    static let numbers = """
        models:
          Numbers: {fields: {small: Int8, whole: Int, unsigned: UInt16, real: Double, single: Float, money: Decimal}}

        """

    @Test("numbers outside their type's range or Swift's literal syntax are located errors")
    func numberMisfits() {
        let yaml = MarkedText(
            Self.numbers + """
                fixtures:
                  first:
                    model: Numbers
                    values: {small: 1️⃣-129, whole: 2️⃣18446744073709551615, unsigned: 3️⃣65536, real: 4️⃣nan,
                      single: 5️⃣1e39, money: 6️⃣.5}
                  second:
                    model: Numbers
                    values: {small: 0, whole: 7️⃣1.5, unsigned: 8️⃣-1, real: 9️⃣.inf, single: 16777216, money: "0.5"}
                screens:
                  Top:
                """
        )
        #expect(
            Stages.diagnostics(yaml) == [
                "1️⃣ error: value of 'small' in fixture 'first': '-129' is out of range for 'Int8' (-128...127)",
                "2️⃣ error: value of 'whole' in fixture 'first': '18446744073709551615' is out of range for 'Int' (-9223372036854775808...9223372036854775807)",
                "3️⃣ error: value of 'unsigned' in fixture 'first': '65536' is out of range for 'UInt16' (0...65535)",
                "4️⃣ error: value of 'real' in fixture 'first': 'nan' is not a finite number: Swift has no literal for NaN or infinity",
                "5️⃣ error: value of 'single' in fixture 'first': '1e39' is out of range for 'Float': it would overflow to infinity",
                "6️⃣ error: value of 'money' in fixture 'first': '.5' is not a Swift number literal: write '0.5'",
                "7️⃣ error: value of 'whole' in fixture 'second': '1.5' is not a whole number",
                "8️⃣ error: value of 'unsigned' in fixture 'second': '-1' is negative, but 'UInt16' is unsigned",
                "9️⃣ error: value of 'real' in fixture 'second': '.inf' is not a finite number: Swift has no literal for NaN or infinity",
            ]
        )
    }

    @Test(
        "floating-point values: overflow, underflow, inexact whole numbers and YAML-only forms",
        arguments: [
            ("Double", "1e999", "'1e999' is out of range for 'Double': it would overflow to infinity"),
            (
                "Double", "1e-400",
                "'1e-400' is too small for 'Double': it would underflow and lose precision (use 0 or a larger value)"
            ),
            (
                "Float", "16777217",
                "'16777217' is not exactly representable as 'Float': write it with an exponent (such as '1.6777217e7') to accept the nearest value"
            ),
            ("Double", "5.", "'5.' is not a Swift number literal: write '5.0'"),
            ("Double", "-.5e2", "'-.5e2' is not a Swift number literal: write '-0.5e2'"),
            ("Double", "0x10", "'0x10' is not a number"),
            (
                "Decimal", "1.0000000000000000000000000000000000000001",
                "'1.0000000000000000000000000000000000000001' has 41 significant digits; 'Decimal' keeps at most 38 exactly"
            ),
        ]
    )
    func floatingPoint(_ type: String, _ text: String, _ message: String) {
        #expect(ScalarLiteral.literal(text, quoted: false, type: type) == .failure(ValueMismatch(message)))
    }

    @Test(
        "numbers that fit are written as Swift literals",
        arguments: [
            ("Int8", "+7", "7"), ("Int", "-9223372036854775808", "-9223372036854775808"), ("Double", "3", "3"),
            ("CGFloat", "2.5E-3", "2.5e-3"), ("Float", "0.1", "0.1"),
            ("Decimal", "1e127", #"Decimal(string: "1e127")!"#),
            ("Decimal", "-0.001", #"Decimal(string: "-0.001")!"#),
        ]
    )
    func fits(_ type: String, _ text: String, _ literal: String) {
        #expect(ScalarLiteral.literal(text, quoted: false, type: type) == .success(literal))
    }
}
