/// The insides of tags: words, variable paths with their filters, and conditions.
enum TemplateWords {
    /// Words split at spaces; a quoted word keeps its spaces (`join:", "`).
    static func split(_ contents: String) -> [Substring] {
        pieces(of: contents[...], at: UInt8(ascii: " ")).filter { !$0.isEmpty }
    }

    /// `text` split at each `separator` outside quotes, empty pieces kept. On UTF-8 bytes:
    /// it runs for every tag of every template at every start, and walking Characters cost
    /// more than the rest of compiling.
    private static func pieces(of text: Substring, at separator: UInt8) -> [Substring] {
        let utf8 = text.utf8
        var pieces: [Substring] = []
        var start = text.startIndex
        var quote: UInt8?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == separator {
                pieces.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// `path|filter|filter:"argument"`
    static func expression(_ contents: String, at place: TemplatePlace) throws(TemplateError) -> TemplateExpression {
        // Most variables are a bare path: no filter, no quote, no space.
        if !contents.isEmpty,
            !contents.utf8.contains(where: {
                $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: " ") || $0 == 0x22 || $0 == 0x27
            })
        {
            return TemplateExpression(path: try path(contents[...], at: place), filters: [])
        }
        let words = split(contents)
        guard !words.isEmpty else { throw TemplateError(message: "'{{ }}' holds no variable", place: place) }
        guard words.count == 1 else {
            throw TemplateError(
                message:
                    "'{{ \(contents) }}' is not one variable: write '{{ name.member }}', with filters as '|filter'",
                place: place
            )
        }
        var pieces = pieces(of: words[0], at: UInt8(ascii: "|"))
        let path = try self.path(pieces.removeFirst(), at: place)
        let filters = try pieces.map { (piece) throws(TemplateError) -> TemplateFilterCall in
            let parts = piece.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            guard isIdentifier(parts[0]) else {
                throw TemplateError(
                    message: "'\(piece)' is not a filter: write '|name' or '|name:\"argument\"'",
                    place: place
                )
            }
            var argument: String?
            if parts.count == 2 {
                guard let quoted = quoted(parts[1]) else {
                    throw TemplateError(
                        message: "the argument of '\(parts[0])' must be quoted: '\(parts[0]):\"…\"'",
                        place: place
                    )
                }
                argument = quoted
            }
            return TemplateFilterCall(name: String(parts[0]), argument: argument, place: place)
        }
        return TemplateExpression(path: path, filters: filters)
    }

    /// `a.b.0`: identifiers and numbers joined by dots, starting with an identifier.
    static func path(_ word: Substring, at place: TemplatePlace) throws(TemplateError) -> TemplatePath {
        // One pass over the bytes: it runs for every variable at every start.
        let scanned =
            word.utf8.withContiguousStorageIfAvailable(pathParts) ?? Array(word.utf8).withUnsafeBufferPointer(pathParts)
        let (parts, valid) = scanned
        guard valid, let first = parts.first, isIdentifier(first[...]) else {
            throw TemplateError(
                message: "'\(word)' is not a variable: write names joined by dots, like 'screen.viewModel'",
                place: place
            )
        }
        return TemplatePath(name: first, members: Array(parts.dropFirst()), place: place)
    }

    /// The dot-separated parts of a path's bytes, and whether each is a non-empty word.
    private static func pathParts(_ bytes: UnsafeBufferPointer<UInt8>) -> ([String], Bool) {
        var parts: [String] = []
        var valid = true
        var start = 0
        for index in 0...bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                valid = valid && start != index
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            } else if !isWordByte(bytes[index]) {
                valid = false
            }
        }
        return (parts, valid)
    }

    /// `a`, `not a`, `a and not b or c`: `or` of `and`s of values, each with any `not`s.
    static func condition(_ words: [Substring], at place: TemplatePlace) throws(TemplateError) -> TemplateCondition {
        guard !words.isEmpty else { throw TemplateError(message: "this condition is empty", place: place) }
        let alternatives = words.split(separator: "or", omittingEmptySubsequences: false)
        var result: TemplateCondition?
        for alternative in alternatives {
            var all: TemplateCondition?
            for part in alternative.split(separator: "and", omittingEmptySubsequences: false) {
                var negations = 0
                var rest = part[...]
                while rest.first == "not" {
                    negations += 1
                    rest = rest.dropFirst()
                }
                guard rest.count == 1, let word = rest.first else {
                    let shown = words.joined(separator: " ")
                    throw TemplateError(
                        message:
                            "cannot read the condition '\(shown)': write a value, with 'not', 'and' and 'or' between values",
                        place: place
                    )
                }
                var condition = TemplateCondition.value(try path(word, at: place))
                // `not not a` is `a`: an even number of them changes nothing.
                if negations % 2 == 1 { condition = .not(condition) }
                all = all.map { .and($0, condition) } ?? condition
            }
            result = result.map { .or($0, all!) } ?? all
        }
        return result!
    }

    static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return word.utf8.allSatisfy(isWordByte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// `"text"` or `'text'`: the text.
    static func quoted(_ word: Substring) -> String? {
        guard word.count >= 2, let quote = word.first, quote == "\"" || quote == "'", word.last == quote else {
            return nil
        }
        let inside = word.dropFirst().dropLast()
        guard !inside.contains(quote) else { return nil }
        return String(inside)
    }
}
