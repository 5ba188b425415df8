import SwiftSyntax

/// What kind of literal an expression is, as far as it decides which standard types can
/// take it. Anything else (a call, a member, a closure) is `.other` and not judged here.
indirect enum LiteralShape {
    case boolean
    /// The digits as written, with a leading `-` when negated.
    case integer(String)
    case float(String)
    case string
    case `nil`
    case array([(shape: LiteralShape, node: ExprSyntax)])
    case dictionary([(key: LiteralShape, value: LiteralShape, node: ExprSyntax)])
    /// A bare name such as `no` or `NO`: YAML's words for false are no Swift literal.
    case name(String)
    /// Numbers joined by `+ - * / %`, such as `2024-05-01` written for a date: a number.
    case arithmetic
    case other

    init(_ expression: ExprSyntax) {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            self.init(only.expression)
            return
        }
        if expression.is(BooleanLiteralExprSyntax.self) {
            self = .boolean
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            self = .integer(integer.literal.text)
        } else if let float = expression.as(FloatLiteralExprSyntax.self) {
            self = .float(float.literal.text)
        } else if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            switch LiteralShape(negated.expression) {
            case .integer(let digits): self = .integer("-" + digits)
            case .float(let digits): self = .float("-" + digits)
            default: self = .other
            }
        } else if expression.is(StringLiteralExprSyntax.self) {
            self = .string
        } else if expression.is(NilLiteralExprSyntax.self) {
            self = .nil
        } else if let array = expression.as(ArrayExprSyntax.self) {
            self = .array(array.elements.map { (LiteralShape($0.expression), $0.expression) })
        } else if let dictionary = expression.as(DictionaryExprSyntax.self) {
            let elements = dictionary.content.as(DictionaryElementListSyntax.self) ?? []
            self = .dictionary(elements.map { (LiteralShape($0.key), LiteralShape($0.value), $0.key) })
        } else if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            self = .name(reference.baseName.text)
        } else if let sequence = expression.as(SequenceExprSyntax.self), Self.isArithmetic(sequence) {
            self = .arithmetic
        } else {
            self = .other
        }
    }

    /// Operands that are numbers (or such sums themselves) between arithmetic operators.
    private static func isArithmetic(_ sequence: SequenceExprSyntax) -> Bool {
        sequence.elements.enumerated().allSatisfy { index, element in
            if index.isMultiple(of: 2) {
                switch LiteralShape(element) {
                case .integer, .float, .arithmetic: return true
                default: return false
                }
            }
            guard let operation = element.as(BinaryOperatorExprSyntax.self) else { return false }
            return ["+", "-", "*", "/", "%"].contains(operation.operator.text)
        }
    }

    /// How a message names it.
    var description: String {
        switch self {
        case .boolean: "a Bool"
        case .integer: "a whole number"
        case .float: "a number with a fraction"
        case .string: "a string"
        case .nil: "nil"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .name(let name): "the name '\(name)'"
        case .arithmetic: "arithmetic on numbers"
        case .other: "an expression"
        }
    }
}
