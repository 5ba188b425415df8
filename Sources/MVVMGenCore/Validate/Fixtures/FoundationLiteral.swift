/// Fixture values of Foundation types, written as text in the YAML and checked here, so the
/// force-unwrapped initializer in generated code never fails.
enum FoundationLiteral {
    /// `C4F2…-…`: 32 hexadecimal digits in groups of 8-4-4-4-12.
    static func uuid(_ text: String) -> Result<String, ValueMismatch> {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        let fits =
            groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
            && text.allSatisfy(\.isASCII)
        guard fits else {
            return .failure(
                .init(
                    "'\(text)' is not a UUID: write 32 hexadecimal digits as 8-4-4-4-12, such as 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F'"
                )
            )
        }
        return .success("UUID(uuidString: \(FixtureLiteral.stringLiteral(text)))!")
    }

    /// An absolute URL (RFC 3986): a scheme, then only characters a URL may hold, others
    /// percent-encoded. Foundation would encode or refuse the rest depending on the platform.
    static func url(_ text: String) -> Result<String, ValueMismatch> {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#@!$&'()*+,;=%")
        guard let colon = text.firstIndex(of: ":"), isScheme(text[..<colon]) else {
            return .failure(
                .init("'\(text)' is not a URL: write an absolute URL with a scheme, such as 'https://example.com/a'")
            )
        }
        if let bad = text.first(where: { !allowed.contains($0) }) {
            return .failure(
                .init("'\(text)' is not a URL: '\(bad)' must be percent-encoded (a space is '%20')")
            )
        }
        if !percentEscapesAreComplete(text) || text.filter({ $0 == "#" }).count > 1 {
            return .failure(
                .init("'\(text)' is not a URL: '%' must start an escape such as '%20', and '#' appear once")
            )
        }
        return .success("URL(string: \(FixtureLiteral.stringLiteral(text)))!")
    }

    /// Base64 with padding, as `Data(base64Encoded:)` reads it.
    static func data(_ text: String) -> Result<String, ValueMismatch> {
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let body = text.reversed().drop { $0 == "=" }
        let padding = text.count - body.count
        guard text.count % 4 == 0, padding <= 2, body.allSatisfy({ alphabet.contains($0) }) else {
            return .failure(
                .init(
                    "'\(text)' is not base64: write groups of four characters of A–Z, a–z, 0–9, '+' and '/', padded with '='"
                )
            )
        }
        return .success("Data(base64Encoded: \(FixtureLiteral.stringLiteral(text)))!")
    }

    /// An ISO 8601 instant becomes the number of seconds Foundation stores, so the value is
    /// exact and the same in every time zone.
    static func date(_ text: String) -> Result<String, ValueMismatch> {
        switch ISO8601Instant.parse(text) {
        case .success(let instant):
            return .success("Date(timeIntervalSinceReferenceDate: \(instant.secondsSinceReferenceDate))")
        case .failure(let problem): return .failure(problem)
        }
    }

    private static func isScheme(_ scheme: Substring) -> Bool {
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func percentEscapesAreComplete(_ text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "%" {
            guard index + 2 < characters.count, characters[index + 1].isHexDigit, characters[index + 2].isHexDigit
            else { return false }
        }
        return true
    }
}
