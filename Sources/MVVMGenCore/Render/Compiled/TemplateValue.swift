/// A context value as the compiled renderer reads it: typed, so a lookup is a switch and
/// a hash, not the chain of dynamic casts Stencil makes for every variable.
///
/// Each case stands for what Stencil sees for the same value: `object` for a nested
/// dictionary (which Stencil reads as a `Context`), `loop` for Stencil's `forloop`
/// dictionary, `character` for one element of a string.
indirect enum TemplateValue {
    case string(String)
    case character(Character)
    case bool(Bool)
    case int(Int)
    case list([TemplateValue])
    case object([String: TemplateValue])
    case loop(index: Int, count: Int)

    /// The typed form of a context value, or nil for a type this renderer does not know;
    /// a context holding one is rendered by Stencil. The order of the casts is the order
    /// TemplateRenderer uses when it hands nested dictionaries to Stencil as `Context`s.
    init?(_ value: Any) {
        switch value {
        case let dictionary as [String: Any]:
            guard let object = Self.object(dictionary) else { return nil }
            self = .object(object)
        case let array as [[String: Any]]:
            var items: [TemplateValue] = []
            items.reserveCapacity(array.count)
            for dictionary in array {
                guard let object = Self.object(dictionary) else { return nil }
                items.append(.object(object))
            }
            self = .list(items)
        case let string as String:
            self = .string(string)
        case let bool as Bool:
            self = .bool(bool)
        case let int as Int:
            self = .int(int)
        case let strings as [String]:
            self = .list(strings.map(TemplateValue.string))
        default:
            return nil
        }
    }

    static func object(_ dictionary: [String: Any]) -> [String: TemplateValue]? {
        var object: [String: TemplateValue] = [:]
        object.reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            guard let typed = TemplateValue(value) else { return nil }
            object[key] = typed
        }
        return object
    }
}
