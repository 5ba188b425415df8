/// A number written as Swift writes a decimal literal: an optional sign, digits, then
/// optionally `.` and digits, then optionally `e` and a signed exponent. YAML's other forms
/// (`.5`, `5.`, `.inf`, `.nan`) have no Swift literal, so they are refused with a hint.
struct NumberSyntax {
    var isNegative: Bool
    var digits: Substring
    var fraction: Substring?
    var exponent: Substring?

    init?(_ text: String) {
        var rest = Substring(text)
        isNegative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        guard !digits.isEmpty else { return nil }
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return nil }
            self.fraction = fraction
            rest = rest.dropFirst(1 + fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            var exponent = rest.dropFirst()
            let sign = exponent.first == "-" || exponent.first == "+" ? 1 : 0
            let exponentDigits = exponent.dropFirst(sign).prefix { $0.isASCII && $0.isNumber }
            guard !exponentDigits.isEmpty else { return nil }
            exponent = exponent.prefix(sign + exponentDigits.count)
            self.exponent = exponent
            rest = rest.dropFirst(1 + exponent.count)
        }
        guard rest.isEmpty else { return nil }
    }

    /// The number, or why it is not one Swift can write.
    static func checked(_ text: String) -> Result<NumberSyntax, ValueMismatch> {
        if let number = NumberSyntax(text) { return .success(number) }
        let bare = text.lowercased().drop { $0 == "-" || $0 == "+" || $0 == "." }
        if ["nan", "inf", "infinity"].contains(String(bare)) {
            return .failure(.init("'\(text)' is not a finite number: Swift has no literal for NaN or infinity"))
        }
        if let completed = completed(text) {
            return .failure(.init("'\(text)' is not a Swift number literal: write '\(completed)'"))
        }
        return .failure(.init("'\(text)' is not a number"))
    }

    /// `.5` → `0.5`, `-.5` → `-0.5`, `5.` → `5.0`: what was probably meant, if it is a number then.
    static func completed(_ text: String) -> String? {
        var candidate = text
        if let dot = candidate.firstIndex(of: "."),
            dot == candidate.startIndex || "+-".contains(candidate[candidate.index(before: dot)])
        {
            candidate.insert("0", at: dot)
        }
        if let dot = candidate.firstIndex(of: "."),
            candidate.index(after: dot) == candidate.endIndex || "eE".contains(candidate[candidate.index(after: dot)])
        {
            candidate.insert("0", at: candidate.index(after: dot))
        }
        return candidate != text && NumberSyntax(candidate) != nil ? candidate : nil
    }

    var isWhole: Bool { fraction == nil && exponent == nil }

    var hasNonZeroDigit: Bool { (digits + (fraction ?? "")).contains { $0 != "0" } }

    /// The text as a Swift literal: without a leading `+`, which Swift reads as an operator.
    var swiftText: String {
        (isNegative ? "-" : "") + digits + (fraction.map { "." + $0 } ?? "") + (exponent.map { "e" + $0 } ?? "")
    }

    /// `123` → `1.23e2`: the same whole number in exponent form.
    var scientific: String {
        let trimmed = digits.drop { $0 == "0" }
        guard let first = trimmed.first else { return "0e0" }
        let rest = trimmed.dropFirst()
        return (isNegative ? "-" : "") + String(first) + (rest.isEmpty ? "" : "." + rest) + "e\(rest.count)"
    }

    /// The significant digits without leading or trailing zeros, and the power of ten that
    /// scales them to the value; nil when the exponent is too large to read.
    var significandAndExponent: (digits: Substring, exponent: Int)? {
        guard let written = Int(exponent.map { $0.hasPrefix("+") ? String($0.dropFirst()) : String($0) } ?? "0")
        else { return nil }
        let all = (digits + (fraction ?? "")).drop { $0 == "0" }
        let significant = all.reversed().drop { $0 == "0" }
        let trailingZeros = all.count - significant.count
        return (Substring(String(significant.reversed())), written - (fraction?.count ?? 0) + trailingZeros)
    }
}
