/// Swift and Foundation scalar types, each with Swift expressions of it and fixture
/// values mvvmgen must accept for it (Documentation/ScreenFile.md, "Fixture values").
enum RandomScalar: String, CaseIterable {
    case string = "String"
    case int = "Int"
    case int8 = "Int8"
    case int16 = "Int16"
    case int32 = "Int32"
    case int64 = "Int64"
    case uint = "UInt"
    case uint8 = "UInt8"
    case uint16 = "UInt16"
    case uint32 = "UInt32"
    case uint64 = "UInt64"
    case double = "Double"
    case float = "Float"
    case decimal = "Decimal"
    case bool = "Bool"
    case uuid = "UUID"
    case date = "Date"
    case url = "URL"
    case data = "Data"

    /// Text with characters that need escaping in Swift, YAML or both.
    static let oddTexts = [
        "plain", "owner/name", "say \"hi\"", "back\\slash", "line one\nline two", "tab\there", "~", "null",
        "yes", "12", "#hash", "a: b", "- dash", "interpolation \\(x)", "émoji 🚀 ünïcode", "\"\"\"", "'single'", "",
    ]

    /// The smallest and largest whole number of an integer type.
    var integerRange: (min: String, max: String)? {
        switch self {
        case .int, .int64: ("-9223372036854775808", "9223372036854775807")
        case .int8: ("-128", "127")
        case .int16: ("-32768", "32767")
        case .int32: ("-2147483648", "2147483647")
        case .uint, .uint64: ("0", "18446744073709551615")
        case .uint8: ("0", "255")
        case .uint16: ("0", "65535")
        case .uint32: ("0", "4294967295")
        default: nil
        }
    }

    func swiftValue(_ random: inout SplitMix64) -> String {
        if let range = integerRange { return random.pick([range.min, range.max, "0", "7"]) }
        switch self {
        case .string: return SwiftLiteral.string(random.pick(Self.oddTexts))
        case .double: return random.pick(["1.5", "-2e3", "0", "0.1"])
        case .float: return random.pick(["2.5", "-1", "3.4028235e38"])
        case .decimal: return random.pick(["0", "12", "Decimal(string: \"12.50\")!", "-3.75"])
        case .bool: return random.pick(["true", "false"])
        case .uuid: return random.pick(["UUID()", "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"])
        case .date: return random.pick(["Date()", "Date(timeIntervalSince1970: 86_400)", "Date.distantPast"])
        case .url:
            return random.pick(["URL(string: \"https://example.com/a?b=c\")!", "URL(fileURLWithPath: \"/tmp\")"])
        case .data: return random.pick(["Data()", "Data([1, 2, 3])"])
        default: return "0"
        }
    }

    /// A fixture value as YAML flow text.
    func fixtureValue(_ random: inout SplitMix64) -> String {
        if let range = integerRange { return random.pick([range.min, range.max, "0", "42"]) }
        switch self {
        case .string: return YAMLText.doubleQuoted(random.pick(Self.oddTexts))
        case .double:
            return random.pick(["1.5", "-2e3", "0", "2.2250738585072014e-308", "1.7976931348623157e308", "-0.5"])
        case .float: return random.pick(["1.5", "-2e3", "0", "3.4028235e38", "16777216", "0.1"])
        case .decimal: return random.pick(["\"12.50\"", "0", "-3.75", "\"99999999999999999999999999999999999999\""])
        case .bool: return random.pick(["true", "false", "yes", "no"])
        case .uuid:
            return random.pick(["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "00000000-0000-0000-0000-000000000000"])
        case .date:
            return random.pick([
                "2024-05-01T09:30:00.250+08:00", "1969-07-20T20:17:40Z", "2001-01-01", "2000-12-31T23:59:59.5-01:00",
            ])
        case .url: return random.pick(["https://example.com/a?b=c%20d#top", "https://example.com", "file:///tmp/x"])
        case .data: return random.pick(["aGVsbG8=", "\"\"", "AAEC/w==", "SGVsbG8sIHdvcmxk"])
        default: return "0"
        }
    }
}
