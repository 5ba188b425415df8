/// The one-line forms people write instead of a mapping:
/// `Type`, `Type = default` and `name(label: Type, other: Type)`.
enum ShortForms {
    /// Splits `Type = expression` at the first top-level `=`; no `=` gives a nil expression.
    /// Offsets are in characters from the start of `text`, for locating each part.
    static func typeAndValue(_ text: String) -> (type: (String, Int), value: (String, Int)?) {
        let characters = Array(text)
        guard
            let index = topLevelIndex(
                in: characters,
                where: { characters, i in
                    characters[i] == "=" && !isPartOfOperator(characters, at: i)
                }
            )
        else {
            return ((text.trimmingWhitespace, leadingSpaces(characters, from: 0)), nil)
        }
        let type = String(characters[..<index])
        let value = String(characters[(index + 1)...])
        return (
            (type.trimmingWhitespace, leadingSpaces(characters, from: 0)),
            (value.trimmingWhitespace, index + 1 + leadingSpaces(characters, from: index + 1))
        )
    }

    /// A command key: `name` or `name(label: Type, …)`.
    struct Signature {
        var name: (String, Int)
        var parameters: [(name: (String, Int), type: (String, Int))]
    }

    enum SignatureError: Error {
        case unbalanced
        case missingType(parameterAt: Int)
        case trailingText(at: Int)
    }

    static func signature(_ text: String) -> Result<Signature, SignatureError> {
        let characters = Array(text)
        guard let open = characters.firstIndex(of: "(") else {
            return .success(
                Signature(name: (text.trimmingWhitespace, leadingSpaces(characters, from: 0)), parameters: [])
            )
        }
        guard let close = matchingClose(characters, from: open) else { return .failure(.unbalanced) }
        let rest = String(characters[(close + 1)...]).trimmingWhitespace
        guard rest.isEmpty else { return .failure(.trailingText(at: close + 1)) }
        let name = (String(characters[..<open]).trimmingWhitespace, leadingSpaces(characters, from: 0))
        var parameters: [(name: (String, Int), type: (String, Int))] = []
        let inner = Array(characters[(open + 1)..<close])
        if String(inner).trimmingWhitespace.isEmpty {
            return .success(Signature(name: name, parameters: []))
        }
        var start = 0
        for end in topLevelSplits(inner, separator: ",") + [inner.count] {
            let piece = Array(inner[start..<end])
            let base = open + 1 + start
            guard let colon = piece.firstIndex(of: ":") else {
                return .failure(.missingType(parameterAt: base + leadingSpaces(piece, from: 0)))
            }
            let label = String(piece[..<colon])
            let type = String(piece[(colon + 1)...])
            if type.trimmingWhitespace.isEmpty {
                return .failure(.missingType(parameterAt: base + leadingSpaces(piece, from: 0)))
            }
            parameters.append(
                (
                    (label.trimmingWhitespace, base + leadingSpaces(piece, from: 0)),
                    (type.trimmingWhitespace, base + colon + 1 + leadingSpaces(piece, from: colon + 1))
                )
            )
            start = end + 1
        }
        return .success(Signature(name: name, parameters: parameters))
    }

    // MARK: - Scanning helpers

    private static func leadingSpaces(_ characters: [Character], from start: Int) -> Int {
        var count = 0
        var index = start
        while index < characters.count, characters[index].isWhitespace {
            count += 1
            index += 1
        }
        return count
    }

    private static func isPartOfOperator(_ characters: [Character], at index: Int) -> Bool {
        let before: Character? = index > 0 ? characters[index - 1] : nil
        let after: Character? = index + 1 < characters.count ? characters[index + 1] : nil
        return after == "=" || ["=", "!", "<", ">"].contains(before)
    }

    /// The first index, outside brackets and string literals, where `matches` holds.
    private static func topLevelIndex(
        in characters: [Character],
        where matches: ([Character], Int) -> Bool
    ) -> Int? {
        var depth = 0
        var inString = false
        for index in characters.indices {
            let character = characters[index]
            if inString {
                if character == "\\" { continue }
                if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "<", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where index > 0 && characters[index - 1] != "-": depth -= 1
            default:
                if depth == 0, matches(characters, index) { return index }
            }
        }
        return nil
    }

    private static func topLevelSplits(_ characters: [Character], separator: Character) -> [Int] {
        var splits: [Int] = []
        var depth = 0
        for index in characters.indices {
            switch characters[index] {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ">" where index > 0 && characters[index - 1] != "-": depth -= 1
            case separator where depth == 0: splits.append(index)
            default: break
            }
        }
        return splits
    }

    private static func matchingClose(_ characters: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<characters.count {
            switch characters[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
