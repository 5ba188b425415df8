/// One YAML scalar of fixture data as a Swift expression of a scalar type: text, numbers,
/// `Bool`, and the Foundation types with an obvious written form.
enum ScalarLiteral {
    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingPointTypes: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval"]

    static func literal(_ text: String, quoted: Bool, type: String) -> Result<String, ValueMismatch> {
        if integerTypes.contains(type) { return NumberLiteral.integer(text, quoted: quoted, type: type) }
        if floatingPointTypes.contains(type) { return NumberLiteral.floatingPoint(text, quoted: quoted, type: type) }
        switch type {
        case "String", "Substring":
            return .success(FixtureLiteral.stringLiteral(text))
        case "Bool":
            switch text {
            case "true", "yes": return .success("true")
            case "false", "no": return .success("false")
            default: return .failure(.init("'\(text)' is not true or false"))
            }
        case "Decimal": return NumberLiteral.decimal(text)
        case "UUID": return FoundationLiteral.uuid(text)
        case "URL": return FoundationLiteral.url(text)
        case "Data": return FoundationLiteral.data(text)
        case "Date": return FoundationLiteral.date(text)
        default:
            return .failure(
                .init(
                    "fixture values of type '\(type)' are not supported: use String, numbers, Bool, Decimal, UUID, URL, Date, Data, optionals, lists or declared models"
                )
            )
        }
    }
}

/// Why a scalar does not fit its type; the caller knows where the scalar is.
struct ValueMismatch: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
