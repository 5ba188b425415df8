/// What counts as a usable Swift name, and the default values of common Swift and Foundation types.
public enum SwiftNames {
    /// Swift's reserved words, which cannot name a declaration without backticks. mvvmgen
    /// rejects them (no silent escaping), so generated code reads the same as the YAML.
    /// Contextual keywords such as `open`, `async` or `some` are ordinary names and allowed.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// ASCII letters, digits and underscores, not starting with a digit, and not a keyword.
    /// Read as bytes: any byte outside ASCII is part of a character that is not allowed.
    public static func isIdentifier(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "_") || isASCIILetter(byte) || (0x30...0x39).contains(byte) else { return false }
        }
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `reloadTable` → `ReloadTable`.
    public static func upperFirst(_ text: String) -> String {
        withFirstASCIILetter(of: text, in: 0x61...0x7A, shiftedBy: -0x20)
            ?? text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `ReloadTable` → `reloadTable`.
    public static func lowerFirst(_ text: String) -> String {
        withFirstASCIILetter(of: text, in: 0x41...0x5A, shiftedBy: 0x20)
            ?? text.prefix(1).lowercased() + text.dropFirst()
    }

    /// `text` with its first byte moved by `shift` when it is in `letters`, and as it is when
    /// it is another ASCII character, whose case does not change; nil when it starts with
    /// a character outside ASCII (or is empty), which only `Character` can change. Names are
    /// changed so for every screen and member: in bytes, not characters.
    private static func withFirstASCIILetter(of text: String, in letters: ClosedRange<UInt8>, shiftedBy shift: Int8)
        -> String?
    {
        guard let first = text.utf8.first, first < 0x80 else { return nil }
        guard letters.contains(first) else { return text }
        let count = text.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            _ = buffer.initialize(from: text.utf8)
            buffer[0] = UInt8(Int(first) + Int(shift))
            return count
        }
    }

    /// The indefinite article before a name in a sentence: `an AboutViewModel`, `a
    /// UserViewModel`. By the name's first letters: a vowel sound is "an", except a "u" said
    /// "you" (Unit, User, Usage).
    public static func article(before name: String) -> String {
        let start = name.prefix(3).lowercased()
        guard let first = start.first, "aeiou".contains(first) else { return "a" }
        let saidYou = ["uni", "use", "usa", "usu", "uti", "ura", "uro", "ute"]
        return first == "u" && saidYou.contains(start) ? "a" : "an"
    }

    /// `reloadTable` → `reload table`, `hideHUD` → `hide HUD`: names read as sentences in
    /// test titles. A run of capitals stays one word and keeps its case.
    public static func words(_ text: String) -> String {
        asciiWords(text) ?? unicodeWords(text)
    }

    static func unicodeWords(_ text: String) -> String {
        let characters = Array(text)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previousIsUpper = index > 0 && characters[index - 1].isUppercase
            let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
            let startsWord = character.isUppercase && (!previousIsUpper || nextIsLower)
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { word in
            word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// `words` for ASCII text, on bytes: Character's Unicode properties cost more than all
    /// the rest of naming a big file's screens. Nil for other text.
    static func asciiWords(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isUpper(_ index: Int) -> Bool { (0x41...0x5A).contains(bytes[index]) }
        func isLower(_ index: Int) -> Bool { (0x61...0x7A).contains(bytes[index]) }
        var words: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where index > start && isUpper(index) {
            if !isUpper(index - 1) || (index + 1 < bytes.count && isLower(index + 1)) {
                words.append(bytes[start..<index])
                start = index
            }
        }
        if start < bytes.count { words.append(bytes[start...]) }
        return words.map { word in
            let keepsCase = word.count > 1 && word.allSatisfy { (0x41...0x5A).contains($0) }
            return String(
                decoding: keepsCase ? Array(word) : word.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 },
                as: UTF8.self
            )
        }.joined(separator: " ")
    }

    /// The value a variable of `type` starts with when the YAML gives none, if there is an obvious one.
    public static func defaultValue(for type: String, models: [String: ModelSpec] = [:]) -> String? {
        defaultValue(for: type, models: models, enclosing: [])
    }

    /// `enclosing`: the models being looked into, so models that hold each other end the search.
    private static func defaultValue(for type: String, models: [String: ModelSpec], enclosing: Set<String>) -> String? {
        let type = FoundationValues.unqualified(type.trimmingWhitespace)
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            return topLevelColon(in: type) ? "[:]" : "[]"
        }
        if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "[]" }
        if type.hasPrefix("Dictionary<") { return "[:]" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
            "Double", "Float", "CGFloat", "TimeInterval":
            return "0"
        case "Bool": return "false"
        default: break
        }
        if let value = FoundationValues.obvious[type] { return value }
        // A field of a model type gets that model's obvious value too (`fieldDefaults`).
        if let model = models[type], !enclosing.contains(type),
            model.fields.allSatisfy({
                $0.defaultValue != nil
                    || defaultValue(for: $0.type.text, models: models, enclosing: enclosing.union([type])) != nil
            })
        {
            return "\(type)()"
        }
        return nil
    }

    private static func topLevelColon(in type: String) -> Bool {
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}
