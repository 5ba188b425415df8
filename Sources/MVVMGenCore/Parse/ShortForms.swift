/// The one-line forms people write instead of a mapping:
/// `Type`, `Type = default` and `name(label: Type, other: Type)`.
enum ShortForms {
    /// Splits `Type = expression` at the first top-level `=`; no `=` gives a nil expression.
    /// Offsets are in characters from the start of `text`, for locating each part.
    static func typeAndValue(_ text: String) -> (type: (String, Int), value: (String, Int)?) {
        PlainText.isPlain(text.utf8)
            ? typeAndValue(text, text.utf8.map(ASCIIByte.init)) : typeAndValue(text, Array(text))
    }

    static func typeAndValue<Element: ShortFormElement>(_ text: String, _ characters: [Element]) -> (
        type: (String, Int), value: (String, Int)?
    ) {
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
        let type = Element.string(characters[..<index])
        let value = Element.string(characters[(index + 1)...])
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
        PlainText.isPlain(text.utf8) ? signature(text, text.utf8.map(ASCIIByte.init)) : signature(text, Array(text))
    }

    static func signature<Element: ShortFormElement>(_ text: String, _ characters: [Element]) -> Result<
        Signature, SignatureError
    > {
        guard let open = characters.firstIndex(of: "(") else {
            return .success(
                Signature(name: (text.trimmingWhitespace, leadingSpaces(characters, from: 0)), parameters: [])
            )
        }
        guard let close = matchingClose(characters, from: open) else { return .failure(.unbalanced) }
        let rest = Element.string(characters[(close + 1)...]).trimmingWhitespace
        guard rest.isEmpty else { return .failure(.trailingText(at: close + 1)) }
        let name = (Element.string(characters[..<open]).trimmingWhitespace, leadingSpaces(characters, from: 0))
        var parameters: [(name: (String, Int), type: (String, Int))] = []
        let inner = Array(characters[(open + 1)..<close])
        if Element.string(inner[...]).trimmingWhitespace.isEmpty {
            return .success(Signature(name: name, parameters: []))
        }
        var start = 0
        for end in topLevelSplits(inner, separator: ",") + [inner.count] {
            let piece = Array(inner[start..<end])
            let base = open + 1 + start
            guard let colon = piece.firstIndex(of: ":") else {
                return .failure(.missingType(parameterAt: base + leadingSpaces(piece, from: 0)))
            }
            let label = Element.string(piece[..<colon])
            let type = Element.string(piece[(colon + 1)...])
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

    private static func leadingSpaces<Element: ShortFormElement>(_ characters: [Element], from start: Int) -> Int {
        var count = 0
        var index = start
        while index < characters.count, characters[index].isBlank {
            count += 1
            index += 1
        }
        return count
    }

    private static func isPartOfOperator<Element: ShortFormElement>(_ characters: [Element], at index: Int) -> Bool {
        if index + 1 < characters.count, characters[index + 1] == "=" { return true }
        guard index > 0 else { return false }
        switch characters[index - 1] {
        case "=", "!", "<", ">": return true
        default: return false
        }
    }

    /// The first index, outside brackets and string literals, where `matches` holds.
    private static func topLevelIndex<Element: ShortFormElement>(
        in characters: [Element],
        where matches: ([Element], Int) -> Bool
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

    private static func topLevelSplits<Element: ShortFormElement>(_ characters: [Element], separator: Element) -> [Int]
    {
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

    private static func matchingClose<Element: ShortFormElement>(_ characters: [Element], from open: Int) -> Int? {
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

/// What the short forms are scanned as: characters, or bytes when the text is ASCII
/// without a carriage return. Then each byte is a character, so offsets agree, and no
/// `Character` is made (each a search for the grapheme's end).
protocol ShortFormElement: Equatable, ExpressibleByUnicodeScalarLiteral {
    var isBlank: Bool { get }
    static func string(_ elements: ArraySlice<Self>) -> String
}

extension Character: ShortFormElement {
    var isBlank: Bool { isWhitespace }
    static func string(_ elements: ArraySlice<Character>) -> String { String(elements) }
}

/// A byte of ASCII text, written in the scanners as the character it is (`"("`).
struct ASCIIByte: ShortFormElement {
    let byte: UInt8

    init(_ byte: UInt8) {
        self.byte = byte
    }

    init(unicodeScalarLiteral scalar: Unicode.Scalar) {
        byte = UInt8(ascii: scalar)
    }

    /// Unicode's blanks among ASCII: tab to carriage return, and the space.
    var isBlank: Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    static func string(_ elements: ArraySlice<ASCIIByte>) -> String {
        String(unsafeUninitializedCapacity: elements.count) { buffer in
            for (offset, element) in elements.enumerated() { buffer[offset] = element.byte }
            return elements.count
        }
    }
}
