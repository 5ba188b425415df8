/// Turns fixture data (YAML values) into Swift literals of a field's type.
public enum FixtureLiteral {
    /// The Swift source for `value` as a `type`, or why it does not fit.
    public static func literal(
        _ value: FixtureValue,
        type: String,
        models: [String: ModelSpec]
    ) -> Result<String, FixtureError> {
        let type = type.trimmingWhitespace
        if type.hasSuffix("?") {
            if case .scalar(let text, false, _) = value, ["", "~", "null", "nil"].contains(text) {
                return .success("nil")
            }
            return literal(value, type: String(type.dropLast()), models: models)
        }
        if type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":") {
            guard case .sequence(let items, _) = value else {
                return .failure(.init("expected a list for type '\(type)'"))
            }
            let element = String(type.dropFirst().dropLast())
            var parts: [String] = []
            for item in items {
                switch literal(item, type: element, models: models) {
                case .success(let part): parts.append(part)
                case .failure(let error): return .failure(error)
                }
            }
            return .success("[" + parts.joined(separator: ", ") + "]")
        }
        if let model = models[type] {
            guard case .mapping(let pairs, _) = value else {
                return .failure(.init("expected the fields of model '\(type)' as a mapping"))
            }
            var arguments: [String] = []
            for field in model.fields {
                guard let pair = pairs.first(where: { $0.key.text == field.name.text }) else { continue }
                switch literal(pair.value, type: field.type.text, models: models) {
                case .success(let part): arguments.append("\(field.name.text): \(part)")
                case .failure(let error): return .failure(error)
                }
            }
            if let unknown = pairs.first(where: { pair in !model.fields.contains { $0.name.text == pair.key.text } }) {
                return .failure(.init("model '\(type)' has no field '\(unknown.key.text)'"))
            }
            return .success("\(type)(" + arguments.joined(separator: ", ") + ")")
        }
        guard case .scalar(let text, let quoted, _) = value else {
            return .failure(.init("expected a single value for type '\(type)'"))
        }
        switch type {
        case "String", "Substring":
            return .success(stringLiteral(text))
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            guard !quoted, Int(text) != nil || UInt(text) != nil else {
                return .failure(.init("'\(text)' is not a whole number"))
            }
            if type.hasPrefix("U"), text.hasPrefix("-") {
                return .failure(.init("'\(text)' is negative, but '\(type)' is unsigned"))
            }
            return .success(text)
        case "Double", "Float", "CGFloat", "TimeInterval":
            guard !quoted, Double(text) != nil else { return .failure(.init("'\(text)' is not a number")) }
            return .success(text)
        case "Bool":
            switch text {
            case "true", "yes": return .success("true")
            case "false", "no": return .success("false")
            default: return .failure(.init("'\(text)' is not true or false"))
            }
        default:
            return .failure(
                .init(
                    "fixture values of type '\(type)' are not supported: use String, numbers, Bool, optionals, lists or declared models"
                )
            )
        }
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

public struct FixtureError: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}
