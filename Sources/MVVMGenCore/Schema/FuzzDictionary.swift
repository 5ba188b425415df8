/// The words of screen files and `mvvmgen.yml` for libFuzzer's `-dict` (`Fuzz/yaml.dict`),
/// made from the key tables and choices the parser and the schemas use: a key or word added
/// to the format is one the fuzzer tries. A test keeps the committed file equal to `text`.
public enum FuzzDictionary {
    public static var text: String {
        let keys = unique(SpecKeys.all.flatMap { $0 } + Configuration.keys).map { "\($0):" }
        let words = unique(
            ScreenKind.allCases.map(\.rawValue) + PropertyAccess.allCases.map(\.rawValue)
                + CommandSpec.WhileRunning.allCases.map(\.rawValue)
                + RouteSpec.Presentation.allCases.map(\.rawValue) + BackRouteSpec.Kind.allCases.map(\.rawValue)
                + AccessLevel.allCases.map(\.rawValue) + WarningKind.allCases.map(\.rawValue)
        )
        let lines =
            [
                "# Words of screen files and mvvmgen.yml, for libFuzzer's -dict: keys, choices, Swift types",
                "# and YAML punctuation. Made by FuzzDictionary from the parser's key tables; rewrite it",
                "# with MVVMGEN_RECORD=1 swift test --filter FuzzDictionaryTests.",
            ] + (keys + words + swiftAndYAML + templateWords).map(quoted)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fragments of Swift the YAML holds and YAML's own syntax (anchors, merges, flow and
    /// block forms, tags, documents, tabs, CRLF, a byte order mark).
    static let swiftAndYAML = [
        "String", "Int", "Bool", "String?", "[String]", "[String: Int]", " = ", "(label: Int)", "&anchor ",
        "*anchor", "<<: ", "- ", "? ", "{", "}", "[", "]", "|", ">", "!!str ", "---", "...", "\t", "\r\n",
        "\u{FEFF}",
    ]

    /// The template language's tags, filters and the screen's keys, for the same input read
    /// as a user's template.
    static var templateWords: [String] {
        let tags = TemplateParser.tags.map { "{% \($0) " } + ["{{ ", " }}", " %}", "{# ", " #}", "|", ":\""]
        let keys = ScreenDescription.table.type.fields.map { "screen.\($0.name)" }
        return tags + TemplateFilters.all.map(\.name) + keys + ["forloop.last", " in ", " not ", " and ", " or "]
    }

    /// A libFuzzer dictionary entry: quoted, with bytes outside printable ASCII as `\xNN`.
    static func quoted(_ word: String) -> String {
        var entry = "\""
        for byte in word.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): entry += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: entry += String(UnicodeScalar(byte))
            default: entry += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return entry + "\""
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}
