/// Turns fixture data (YAML values) into Swift expressions of a field's type, reporting
/// every value that does not fit at the value itself.
public struct FixtureLiteral {
    let models: [String: ModelSpec]
    /// What did not fit, in the order met.
    public private(set) var problems: [FixtureError] = []
    /// What opaque parts of the literal mean (dates as written), in the order met.
    public private(set) var comments: [String] = []

    /// The Swift source for `value` as a `type`, what its opaque parts mean, and every
    /// problem found in it.
    public static func literal(
        _ value: FixtureValue,
        type: String,
        models: [String: ModelSpec]
    ) -> (literal: String?, comment: String?, problems: [FixtureError]) {
        var builder = FixtureLiteral(models: models)
        let literal = builder.literal(value, type: type)
        let comment = builder.comments.isEmpty ? nil : builder.comments.joined(separator: ", ")
        return (builder.problems.isEmpty ? literal : nil, comment, builder.problems)
    }

    mutating func literal(_ value: FixtureValue, type written: String) -> String? {
        let type = FoundationValues.unqualified(written.trimmingWhitespace)
        if let wrapped = Self.optionalWrapped(type) {
            if case .scalar(let text, false, _) = value, ["", "~", "null", "nil"].contains(text) { return "nil" }
            return literal(value, type: wrapped)
        }
        if let element = Self.arrayElement(type) {
            guard case .sequence(let items, _) = value else {
                return fail("expected a list for type '\(type)'", at: value)
            }
            let parts = items.map { literal($0, type: element) }
            return "[" + parts.map { $0 ?? "" }.joined(separator: ", ") + "]"
        }
        if let model = models[type] { return modelLiteral(value, model: model) }
        guard case .scalar(let text, let quoted, _) = value else {
            return fail("expected a single value for type '\(type)'", at: value)
        }
        switch ScalarLiteral.literal(text, quoted: quoted, type: type) {
        case .success(let literal):
            // Seconds since 2001 say little to a reader: the comment keeps the written date.
            if type == "Date" { comments.append(text) }
            return literal
        case .failure(let problem): return fail(problem.message, at: value)
        }
    }

    /// `Model(field: value, …)` in field order; fields left out must have a default.
    private mutating func modelLiteral(_ value: FixtureValue, model: ModelSpec) -> String? {
        let type = model.name.text
        guard case .mapping(let pairs, _) = value else {
            return fail("expected the fields of model '\(type)' as a mapping", at: value)
        }
        if let unknown = pairs.first(where: { pair in !model.fields.contains { $0.name.text == pair.key.text } }) {
            return fail("model '\(type)' has no field '\(unknown.key.text)'", at: value)
        }
        var arguments: [String] = []
        for field in model.fields {
            guard let pair = pairs.first(where: { $0.key.text == field.name.text }) else {
                if field.defaultValue == nil, SwiftNames.defaultValue(for: field.type.text, models: models) == nil {
                    _ = fail("model '\(type)' needs a value for '\(field.name)': the field has no default", at: value)
                }
                continue
            }
            if let part = literal(pair.value, type: field.type.text) {
                arguments.append("\(field.name.text): \(part)")
            }
        }
        return "\(type)(" + arguments.joined(separator: ", ") + ")"
    }

    private mutating func fail(_ message: String, at value: FixtureValue) -> String? {
        problems.append(FixtureError(message, at: value.location))
        return nil
    }

    /// `T?` or `Optional<T>` → `T`.
    static func optionalWrapped(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    /// `[T]` or `Array<T>` → `T`; a dictionary type is not a list.
    static func arrayElement(_ type: String) -> String? {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return String(type.dropFirst().dropLast()) }
        if type.hasPrefix("Array<"), type.hasSuffix(">") { return String(type.dropFirst(6).dropLast()) }
        return nil
    }

    /// A Swift string literal with the characters that need it escaped.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// Why a fixture value does not fit its type, and where it is.
public struct FixtureError: Error, Sendable {
    public var message: String
    public var location: SourceLocation

    init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
