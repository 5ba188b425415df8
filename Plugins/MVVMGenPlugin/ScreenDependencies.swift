import Foundation

/// Which other screen files of a target each screen file may name, so that a command reads
/// (and reruns for) only those: a file depends on another when it writes a word the other
/// declares as a key (`Home:`, `"Home":`, `{Home: …}`), which is how every screen and model
/// is declared. A word that is not a screen makes a needless dependency, never a missing one.
struct ScreenDependencies {
    private var declared: [URL: Set<String>] = [:]
    private var words: [URL: Set<String>] = [:]

    /// Reads every screen file once; a file that cannot be read depends on every other.
    init(screens: [URL]) {
        for screen in screens {
            guard let text = try? String(contentsOf: screen, encoding: .utf8) else { continue }
            let scan = Self.scan(text)
            declared[screen] = scan.keys
            words[screen] = scan.words
        }
    }

    /// The files among `screens` whose declarations `screen` names, in path order.
    func siblings(of screen: URL, among screens: [URL]) -> [URL] {
        let others = screens.filter { $0 != screen }.sorted { $0.path < $1.path }
        guard let written = words[screen] else { return others }
        return others.filter { other in
            guard let names = declared[other] else { return true }
            return !names.isDisjoint(with: written)
        }
    }

    /// Every identifier-like word of `text`, and those starting with a capital letter that
    /// stand as keys (followed, after an optional closing quote and blanks, by `:` and a
    /// blank or the end of the line).
    static func scan(_ text: String) -> (keys: Set<String>, words: Set<String>) {
        var keys = Set<String>()
        var words = Set<String>()
        let characters = Array(text.unicodeScalars)
        var index = 0
        while index < characters.count {
            guard isWordCharacter(characters[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
            let word = String(String.UnicodeScalarView(characters[start..<index]))
            words.insert(word)
            if let first = word.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
                standsAsKey(characters, after: index)
            {
                keys.insert(word)
            }
        }
        return (keys, words)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || CharacterSet.alphanumerics.contains(scalar)
    }

    private static func standsAsKey(_ characters: [Unicode.Scalar], after end: Int) -> Bool {
        var index = end
        if index < characters.count, characters[index] == "\"" || characters[index] == "'" { index += 1 }
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        guard index < characters.count, characters[index] == ":" else { return false }
        let next = index + 1
        return next == characters.count || [" ", "\t", "\n", "\r"].contains(characters[next])
    }
}
