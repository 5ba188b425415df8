/// "Did you mean" hints for misspelled keys and names.
public enum Suggestion {
    /// `"; did you mean 'x'?"`, or empty when nothing is close enough.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// `didYouMean` over an index built once, for callers that ask about many words.
    public static func didYouMean(_ word: String, in index: SuggestionIndex) -> String {
        guard let match = index.closest(to: word) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// The candidate within a small edit distance of `word`, ties broken by order.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        SuggestionIndex(candidates).closest(to: word)
    }

    /// Levenshtein distance, on characters.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
