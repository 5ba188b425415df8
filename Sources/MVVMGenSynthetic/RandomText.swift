/// Unique Swift names: a word and a number that only grows, so no two names of a spec are
/// the same, none clashes once turned into Swift (`list3` and `list3Count`), and none is
/// a reserved word or a name the generated code uses.
struct RandomNames {
    private var counter = 0
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let words = [
        "job", "feed", "post", "receipt", "profile", "login", "photo", "owner", "search", "cart", "order", "item",
    ]

    private mutating func number() -> Int {
        counter += 1
        return counter
    }

    /// `Model12`, `ReceiptScreen13`: a type-like name.
    mutating func type(_ role: String) -> String {
        let word = random.pick(Self.words)
        return word.prefix(1).uppercased() + word.dropFirst() + role + String(number())
    }

    /// `field14`, `jobTitle15`: a member-like name.
    mutating func member(_ role: String) -> String {
        random.chance(50) ? role + String(number()) : random.pick(Self.words) + role.capitalizedFirst + String(number())
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// Summaries: plain sentences, several lines, and characters that need care in YAML,
/// Swift doc comments or both.
enum RandomText {
    static let summaries = [
        "The screen the person sees first.",
        "Shows owner/name and 100% of the rest.",
        "Line one.\nLine two: with a colon.\nLine three.",
        "Quotes \"double\" and 'single', a backslash \\ and `code`.",
        "Émoji 🚀, ünïcode and a */ that would end a block comment.",
        "A # that is not a comment, and a trailing space ",
        "  Leading spaces and a\ttab.",
        "- looks like a list item",
        "key: value looks like a mapping",
        "Several\n\nparagraphs.",
        "/// already a doc comment",
        "~",
    ]

    static func summary(_ random: inout SplitMix64) -> String { random.pick(summaries) }
}
