/// Numbers in fixture data: written the way Swift writes number literals, and in the range
/// of the field's type, so the generated literal compiles without a warning.
enum NumberLiteral {
    /// Whole numbers of each integer type (`Int` and `UInt` are 64-bit, as on every iOS and
    /// macOS device).
    static let integerRanges: [String: (min: Int64, max: UInt64)] = [
        "Int": (Int64.min, UInt64(Int64.max)), "Int8": (Int64(Int8.min), UInt64(Int8.max)),
        "Int16": (Int64(Int16.min), UInt64(Int16.max)), "Int32": (Int64(Int32.min), UInt64(Int32.max)),
        "Int64": (Int64.min, UInt64(Int64.max)), "UInt": (0, UInt64.max), "UInt8": (0, UInt64(UInt8.max)),
        "UInt16": (0, UInt64(UInt16.max)), "UInt32": (0, UInt64(UInt32.max)), "UInt64": (0, UInt64.max),
    ]

    static func integer(_ text: String, quoted: Bool, type: String) -> Result<String, ValueMismatch> {
        guard !quoted, let number = NumberSyntax(text), number.isWhole else {
            return .failure(.init("'\(text)' is not a whole number"))
        }
        if type.hasPrefix("U"), text.hasPrefix("-") {
            return .failure(.init("'\(text)' is negative, but '\(type)' is unsigned"))
        }
        guard let range = integerRanges[type] else { return .failure(.init("'\(type)' is not an integer type")) }
        let fits =
            if number.isNegative { Int64(number.swiftText).map { $0 >= range.min } ?? false } else {
                UInt64(number.digits).map { $0 <= range.max } ?? false
            }
        guard fits else {
            return .failure(.init("'\(text)' is out of range for '\(type)' (\(range.min)...\(range.max))"))
        }
        return .success(number.swiftText)
    }

    static func floatingPoint(_ text: String, quoted: Bool, type: String) -> Result<String, ValueMismatch> {
        guard !quoted else { return .failure(.init("'\(text)' is not a number")) }
        let number: NumberSyntax
        switch NumberSyntax.checked(text) {
        case .success(let parsed): number = parsed
        case .failure(let problem): return .failure(problem)
        }
        let isFloat = type == "Float"
        let value = isFloat ? Float(number.swiftText).map(Double.init) : Double(number.swiftText)
        let smallest = isFloat ? Double(Float.leastNormalMagnitude) : Double.leastNormalMagnitude
        let swiftType = isFloat ? "Float" : "Double"
        guard let value, value.isFinite else {
            return .failure(.init("'\(text)' is out of range for '\(type)': it would overflow to infinity"))
        }
        if number.hasNonZeroDigit, value.magnitude < smallest {
            return .failure(
                .init(
                    "'\(text)' is too small for '\(type)': it would underflow and lose precision (use 0 or a larger value)"
                )
            )
        }
        // A whole-number literal must be exact in the type; one with a fraction or an
        // exponent may round, as Swift allows.
        if number.isWhole {
            let exact = Int64(number.swiftText).map { isFloat ? Float(exactly: $0) != nil : Double(exactly: $0) != nil }
            if exact != true {
                return .failure(
                    .init(
                        "'\(text)' is not exactly representable as '\(swiftType)': write it with an exponent (such as '\(number.scientific)') to accept the nearest value"
                    )
                )
            }
        }
        return .success(number.swiftText)
    }

    /// Decimal keeps up to 38 significant digits and a power of ten in -128...127 exactly.
    static func decimal(_ text: String) -> Result<String, ValueMismatch> {
        let number: NumberSyntax
        switch NumberSyntax.checked(text) {
        case .success(let parsed): number = parsed
        case .failure(let problem): return .failure(problem)
        }
        guard let (significand, exponent) = number.significandAndExponent else {
            return .failure(.init("'\(text)' is out of range for 'Decimal'"))
        }
        if significand.count > 38 {
            return .failure(
                .init("'\(text)' has \(significand.count) significant digits; 'Decimal' keeps at most 38 exactly")
            )
        }
        if !(-128...127).contains(exponent) {
            return .failure(.init("'\(text)' is out of range for 'Decimal' (powers of ten from -128 to 127)"))
        }
        return .success("Decimal(string: \(FixtureLiteral.stringLiteral(number.swiftText)))!")
    }
}
