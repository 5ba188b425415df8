/// Splits a template into text, `{{ … }}`, `{% … %}` and `{# … #}` tokens, trimming as
/// Stencil's "smart" trimming does: a block tag takes the spaces before it on its line and
/// the spaces plus one newline after it, so a line holding only a block tag leaves nothing
/// behind. Works on UTF-8 bytes: it runs for every template at every start.
enum TemplateLexer {
    struct Token: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case text, variable, block, comment
        }

        var kind: Kind
        /// The text, or a tag's inside with each line trimmed and the lines joined by a space.
        var contents: String
        /// Where the token starts in the template's UTF-8.
        var offset: Int
    }

    static func tokens(of source: String, template: String) throws(TemplateError) -> [Token] {
        let bytes = Array(source.utf8)
        let segments = try split(bytes, template: template)
        // Block tags trim the whitespace around them, but for the inline ones, which sit
        // inside a line of code.
        let trims = segments.map { segment in
            segment.kind == .block && !isInline(bytes[segment.range].dropFirst(2).dropLast(2))
        }
        var tokens: [Token] = []
        for (index, segment) in segments.enumerated() {
            let piece = bytes[segment.range]
            switch segment.kind {
            case .text:
                let text = trimmed(
                    piece,
                    afterBlock: index > 0 && trims[index - 1],
                    beforeBlock: index + 1 < segments.count && trims[index + 1]
                )
                if !text.isEmpty {
                    tokens.append(
                        Token(
                            kind: .text,
                            contents: String(decoding: text, as: UTF8.self),
                            offset: segment.range.lowerBound
                        )
                    )
                }
            case .block, .variable, .comment:
                let inside = piece.dropFirst(2).dropLast(2)
                let marks: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "+")]
                if segment.kind == .block,
                    inside.first.map(marks.contains) == true || inside.last.map(marks.contains) == true
                {
                    throw TemplateError(
                        message:
                            "'{%-', '-%}', '{%+' and '+%}' set Stencil's whitespace, which mvvmgen's templates do not read: a line holding only a tag already leaves nothing behind; write '{%' and '%}'",
                        place: TemplatePlace(template: template, offset: segment.range.lowerBound)
                    )
                }
                let kind: Token.Kind =
                    segment.kind == .block ? .block : segment.kind == .variable ? .variable : .comment
                tokens.append(Token(kind: kind, contents: contents(of: inside), offset: segment.range.lowerBound))
            }
        }
        return tokens
    }

    /// One text token trimmed between tags: after a block tag `^[ \t]*\n` goes, before one
    /// the spaces and tabs that end it (before its final line break, if any).
    static func trimmed(_ text: ArraySlice<UInt8>, afterBlock: Bool, beforeBlock: Bool) -> ArraySlice<UInt8> {
        var text = text
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        if afterBlock {
            let afterSpaces = text.drop(while: isSpace)
            if afterSpaces.first == UInt8(ascii: "\n") { text = afterSpaces.dropFirst() }
        }
        if beforeBlock, !text.isEmpty {
            let lineBreak = text.reversed().starts(with: [0x0A, 0x0D]) ? 2 : text.last == 0x0A ? 1 : 0
            var body = text.dropLast(lineBreak)
            while let last = body.last, isSpace(last) { body = body.dropLast() }
            text = text[text.startIndex..<body.endIndex] + text.suffix(lineBreak)
        }
        return text
    }

    /// The tags written inside a line of code, which leave the whitespace around them.
    static let inlineTags = ["wrap", "item", "trailing", "enditem", "endwrap"]

    private static func isInline(_ inside: ArraySlice<UInt8>) -> Bool {
        let word = inside.drop { $0 == UInt8(ascii: " ") }.prefix { $0 != UInt8(ascii: " ") }
        switch String(decoding: word, as: UTF8.self) {
        case "wrap", "item", "trailing", "enditem", "endwrap": return true
        default: return false
        }
    }

    private struct Segment {
        enum Kind { case text, block, variable, comment }
        var kind: Kind
        var range: Range<Int>
    }

    /// A tag's inside: each line trimmed, the lines joined by one space.
    private static func contents(of inside: ArraySlice<UInt8>) -> String {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        // Nearly every tag is on one line: trim it without splitting.
        if !inside.contains(UInt8(ascii: "\n")) {
            guard let start = inside.firstIndex(where: { !isBlank($0) }),
                let end = inside.lastIndex(where: { !isBlank($0) })
            else { return "" }
            return String(decoding: inside[start...end], as: UTF8.self)
        }
        var lines: [ArraySlice<UInt8>] = []
        for var line in inside.split(separator: UInt8(ascii: "\n")) {
            while let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                line = line.dropFirst()
            }
            while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                line = line.dropLast()
            }
            if !line.isEmpty { lines.append(line) }
        }
        return String(decoding: Array(lines.joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
    }

    /// Text, tags and text again; a lone `{` stays part of its text.
    private static func split(_ bytes: [UInt8], template: String) throws(TemplateError) -> [Segment] {
        var segments: [Segment] = []
        var textStart = 0
        var scan = 0
        while let open = bytes[scan...].firstIndex(of: UInt8(ascii: "{")) {
            let second = open + 1 < bytes.count ? bytes[open + 1] : 0
            let found: (Segment.Kind, UInt8)? =
                switch second {
                case UInt8(ascii: "%"): (.block, UInt8(ascii: "%"))
                case UInt8(ascii: "{"): (.variable, UInt8(ascii: "}"))
                case UInt8(ascii: "#"): (.comment, UInt8(ascii: "#"))
                default: nil
                }
            // `{{%` and `{{#`: a brace of the code, then a tag (`) {{% endwrap %}`).
            let braceBeforeTag =
                second == UInt8(ascii: "{") && open + 2 < bytes.count
                && (bytes[open + 2] == UInt8(ascii: "%") || bytes[open + 2] == UInt8(ascii: "#"))
            guard let (kind, closer) = found, !braceBeforeTag else {
                scan = open + 1
                continue
            }
            if open > textStart { segments.append(Segment(kind: .text, range: textStart..<open)) }
            guard let close = end(of: closer, in: bytes, from: open + 2) else {
                let opener = String(decoding: bytes[open...open + 1], as: UTF8.self)
                let closing = closer == UInt8(ascii: "}") ? "}}" : String(UnicodeScalar(closer)) + "}"
                throw TemplateError(
                    message: "'\(opener)' is never closed: end it with '\(closing)'",
                    place: TemplatePlace(template: template, offset: open)
                )
            }
            segments.append(Segment(kind: kind, range: open..<close))
            textStart = close
            scan = close
        }
        if textStart < bytes.count { segments.append(Segment(kind: .text, range: textStart..<bytes.count)) }
        return segments
    }

    /// The index just past the first `closer` followed by `}` at or after `start`.
    private static func end(of closer: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == closer, bytes[index + 1] == UInt8(ascii: "}") { return index + 2 }
            index += 1
        }
        return nil
    }
}
