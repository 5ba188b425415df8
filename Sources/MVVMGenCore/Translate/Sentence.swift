/// Summaries become documentation sentences: capitalized, ending with a period, one line.
enum Sentence {
    static func make(_ text: String?) -> String? {
        guard let text else { return nil }
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.joined(separator: " ")
        guard !line.isEmpty else { return nil }
        let capitalized = line.prefix(1).uppercased() + line.dropFirst()
        return [".", "!", "?", ":"].contains(capitalized.last) ? capitalized : capitalized + "."
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String { String(self).trimmingWhitespace }
}
