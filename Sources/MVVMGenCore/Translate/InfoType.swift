/// A callback's declared `info` type as its handler takes it: optional, since the first
/// render applies a state callback with no info, and a sender may send none.
enum InfoType {
    /// `String` → `String?`, `String?` as written, `(Int) -> Void` → `((Int) -> Void)?`,
    /// `any Error` → `(any Error)?`.
    static func optional(_ type: String) -> String {
        if type.hasSuffix("?") { return type }
        return needsParentheses(type) ? "(\(type))?" : type + "?"
    }

    /// What `info` is cast to: the type without its optional mark (`String?` → `String`,
    /// `(any Error)?` → `any Error`), so `info as? Type` is the optional the handler takes.
    static func unwrapped(_ type: String) -> String {
        guard type.hasSuffix("?") else { return type }
        let inner = String(type.dropLast())
        guard inner.hasPrefix("("), inner.hasSuffix(")") else { return inner }
        let content = String(inner.dropFirst().dropLast())
        return needsParentheses(content) ? content : inner
    }

    /// Whether `?` after the type would bind to a part of it: a function type's result, an
    /// existential's or a composition's last protocol.
    private static func needsParentheses(_ type: String) -> Bool {
        ParameterType.hasTopLevelArrow(type) || type.hasPrefix("any ") || type.hasPrefix("some ")
            || type.contains("&")
    }
}
