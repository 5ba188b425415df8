/// A context value as the compiled renderer reads it: typed, so a lookup is a switch and
/// a hash, not the chain of dynamic casts Stencil makes for every variable.
///
/// Each case stands for what Stencil sees for the same value: `object` for a nested
/// dictionary (which Stencil reads as a `Context`), `loop` for Stencil's `forloop`
/// dictionary, `character` for one element of a string.
public indirect enum TemplateValue: Sendable {
    case string(String)
    case character(Character)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object([String: TemplateValue])
    case loop(index: Int, count: Int)
}

/// What a context may hold: Translator writes plain Swift values, typed once here.
public protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value == any TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(mapValues(\.templateValue)) }
}

/// A context as Translator writes it.
typealias ContextDictionary = [String: any TemplateValueConvertible]
