import Stencil

/// Stencil's error messages in words, for the ones whose cause is certain; any other keeps
/// Stencil's own text.
enum TemplateErrorWording {
    /// The message for `reason`, raised at `tag` (the failing tag, when known).
    static func message(_ reason: String, tag: Token?) -> String {
        // `endfor` was not found. — raised at the `for` it should close.
        if reason.hasPrefix("`end"), reason.hasSuffix("` was not found."), let opener = tag?.components.first {
            let closer = reason.dropFirst().prefix { $0 != "`" }
            return "`\(opener)` has no `\(closer)`"
        }
        if let name = quoted(after: "Unknown template tag '", in: reason) {
            if name.hasPrefix("end"), name.count > 3 {
                return "`\(name)` has no `\(name.dropFirst(3))` to close"
            }
            return "unknown tag '\(name)'"
        }
        if let name = quoted(after: "Unknown filter '", in: reason) {
            // Stencil offers the filters nearest the name, however far: the usual "did you
            // mean" keeps only a close one.
            let similar = reason.components(separatedBy: "Found similar filters: ").dropFirst().first ?? ""
            let names = similar.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            return "unknown filter '\(name)'" + Suggestion.didYouMean(name, among: names)
        }
        return reason
    }

    /// The text between `prefix` (ending in a quote) and the next quote.
    private static func quoted(after prefix: String, in reason: String) -> String? {
        guard reason.hasPrefix(prefix) else { return nil }
        let rest = reason.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
