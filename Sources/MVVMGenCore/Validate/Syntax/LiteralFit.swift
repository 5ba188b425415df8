import SwiftSyntax

/// Whether a literal default or sample fits its standard type: `Bool = "no"`,
/// `Int = "abc"`, `Int8 = 1000` and `[String: Int] = []` parse, but do not compile.
/// Only Swift's and Foundation's own types are judged; a type of the person's may take
/// any literal it conforms to.
enum LiteralFit {
    /// The first literal in `expression` that `type` cannot take, located in `fragment`.
    static func problem(
        of expression: ExprSyntax,
        in fragment: SwiftFragment,
        for type: TypeSyntax
    ) -> SwiftFragment.Problem? {
        problem(LiteralShape(expression), node: expression, in: fragment, for: StandardType(type))
    }

    private static func problem(
        _ shape: LiteralShape,
        node: ExprSyntax,
        in fragment: SwiftFragment,
        for type: StandardType?
    ) -> SwiftFragment.Problem? {
        guard let type else { return nil }
        let located = { (message: String) in SwiftFragment.Problem(message: message, offset: fragment.offset(of: node))
        }
        switch (type, shape) {
        case (_, .other),
            (_, .name) where type != .bool:
            return nil
        case (.optional, .nil):
            return nil
        case (.optional(let wrapped), _):
            return problem(shape, node: node, in: fragment, for: wrapped)
        case (_, .nil):
            return located("'nil' is given, but '\(type.name)' is not optional: write '\(type.name)?' or a value")
        case (.array(let element), .array(let elements)), (.set(let element), .array(let elements)):
            // Loops, not `lazy.compactMap(…).first`: a lazy sequence's metadata costs a
            // conformance scan on first use.
            for item in elements {
                if let found = problem(item.shape, node: item.node, in: fragment, for: element) { return found }
            }
            return nil
        case (.dictionary, .array(let elements)) where elements.isEmpty:
            return located("'[]' is an empty array: write '[:]' for an empty dictionary")
        case (.dictionary(let key, let value), .dictionary(let elements)):
            for item in elements {
                if let found = problem(item.key, node: item.node, in: fragment, for: key)
                    ?? problem(item.value, node: item.node, in: fragment, for: value)
                {
                    return found
                }
            }
            return nil
        case (.bool, .boolean), (.string, .string), (.decimal, .integer), (.decimal, .float):
            return nil
        case (.integer, .arithmetic), (.floatingPoint, .arithmetic), (.decimal, .arithmetic):
            return nil
        case (.bool, .name(let name)):
            let yamlWords = ["yes": "true", "no": "false", "on": "true", "off": "false"]
            guard
                let word = yamlWords[name.lowercased()]
                    ?? (["True", "TRUE", "False", "FALSE"].contains(name)
                        ? name.lowercased() : nil)
            else { return nil }
            return located("'\(name)' is not a Swift Bool: write '\(word)'")
        case (.integer(let integerType), .integer(let digits)):
            guard NumberSyntax(digits) != nil,
                case .failure(let mismatch) = NumberLiteral.integer(digits, quoted: false, type: integerType)
            else { return nil }
            return located(mismatch.message)
        case (.floatingPoint(let floatType), .integer(let digits)), (.floatingPoint(let floatType), .float(let digits)):
            guard NumberSyntax(digits) != nil,
                case .failure(let mismatch) = NumberLiteral.floatingPoint(digits, quoted: false, type: floatType)
            else { return nil }
            return located(mismatch.message)
        default:
            // Only here: `trimmedDescription` rebuilds the node, a cost every fitting literal
            // would pay for nothing.
            return located("'\(node.trimmedDescription)' is \(shape.description), but '\(type.name)' \(type.takes)")
        }
    }
}

/// The standard types whose literals are checked, read from a parsed type.
indirect enum StandardType: Equatable {
    case optional(StandardType?)
    case array(StandardType?)
    case set(StandardType?)
    case dictionary(key: StandardType?, value: StandardType?)
    case bool
    case integer(String)
    case floatingPoint(String)
    case decimal
    /// String, Substring, Character.
    case string(String)
    /// UUID, Date, URL: no literal at all.
    case noLiteral(String)

    init?(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self = .optional(StandardType(optional.wrappedType))
        } else if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(StandardType(optional.wrappedType))
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = .array(StandardType(array.element))
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = .dictionary(key: StandardType(dictionary.key), value: StandardType(dictionary.value))
        } else if let named = type.as(IdentifierTypeSyntax.self) {
            self.init(name: named.name.text, arguments: named.genericArgumentClause?.arguments.map(\.argument))
        } else if let member = type.as(MemberTypeSyntax.self),
            let module = member.baseType.as(IdentifierTypeSyntax.self),
            ["Swift", "Foundation"].contains(module.name.text)
        {
            self.init(name: member.name.text, arguments: member.genericArgumentClause?.arguments.map(\.argument))
        } else {
            return nil
        }
    }

    private init?(name: String, arguments: [GenericArgumentSyntax.Argument]?) {
        let types = arguments?.compactMap { $0.as(TypeSyntax.self) }.map(StandardType.init) ?? []
        switch (name, types.count) {
        case ("Optional", 1): self = .optional(types[0])
        case ("Array", 1): self = .array(types[0])
        case ("Set", 1): self = .set(types[0])
        case ("Dictionary", 2): self = .dictionary(key: types[0], value: types[1])
        case ("Bool", 0): self = .bool
        case (_, 0) where ScalarLiteral.integerTypes.contains(name): self = .integer(name)
        case (_, 0) where ScalarLiteral.floatingPointTypes.contains(name): self = .floatingPoint(name)
        case ("Decimal", 0): self = .decimal
        case ("String", 0), ("Substring", 0), ("Character", 0): self = .string(name)
        case ("UUID", 0), ("Date", 0), ("URL", 0): self = .noLiteral(name)
        default: return nil
        }
    }

    var name: String {
        switch self {
        case .optional(let wrapped): "\(wrapped?.name ?? "T")?"
        case .array(let element): "[\(element?.name ?? "T")]"
        case .set(let element): "Set<\(element?.name ?? "T")>"
        case .dictionary(let key, let value): "[\(key?.name ?? "K"): \(value?.name ?? "V")]"
        case .bool: "Bool"
        case .integer(let name), .floatingPoint(let name), .noLiteral(let name), .string(let name): name
        case .decimal: "Decimal"
        }
    }

    /// What a value of the type is written as, for messages.
    var takes: String {
        switch self {
        case .optional, .array, .set: "takes an array literal"
        case .dictionary: "takes a dictionary literal"
        case .bool: "takes true or false"
        case .integer: "takes a whole number"
        case .floatingPoint, .decimal: "takes a number"
        case .string: "takes a string literal"
        case .noLiteral(let name): "has no literal: write \(FoundationValues.obvious[name] ?? "\(name)(…)")"
        }
    }
}
