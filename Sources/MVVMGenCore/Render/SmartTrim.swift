import Stencil

/// Stencil's "smart" whitespace trimming, done once on the lexed template instead of by
/// Stencil on every render (where it runs regular expressions over every text node): a
/// block tag (`{% … %}`) takes the spaces before it on its line, and the spaces plus one
/// newline after it, so a line holding only a block tag leaves nothing behind. Text is
/// trimmed token by token, as Stencil does; a template whose tags set their own
/// whitespace (`{%-`, `{%+`) is left to Stencil.
///
/// It works on UTF-8 bytes: it runs for every template at every start-up, and walking
/// Characters cost more than the rest of a one-screen run's rendering.
enum SmartTrim {
    /// The trimmed template as tokens, made without Stencil's lexer, which searches the
    /// whole template for every line and tag and costs milliseconds at every start-up.
    /// Only built-in templates, known to be well formed, come this way, so template errors
    /// need no line numbers. Nil when a tag is not closed or sets its own whitespace;
    /// then Stencil's lexer is used.
    static func tokens(_ source: String) -> [TemplateToken]? {
        let bytes = Array(source.utf8)
        let segments = split(bytes)
        var tokens: [TemplateToken] = []
        for (index, segment) in segments.enumerated() {
            let piece = bytes[segment.range]
            switch segment.kind {
            case .text:
                let text = trimmed(
                    piece,
                    afterBlock: index > 0 && segments[index - 1].kind == .block,
                    beforeBlock: index + 1 < segments.count && segments[index + 1].kind == .block
                )
                if !text.isEmpty { tokens.append(TemplateToken(.text, String(decoding: text, as: UTF8.self))) }
            case .block:
                if setsItsOwnWhitespace(piece) { return nil }
                tokens.append(TemplateToken(.block, contents(of: piece)))
            case .other:
                let isVariable = piece[piece.startIndex + 1] == UInt8(ascii: "{")
                tokens.append(TemplateToken(isVariable ? .variable : .comment, contents(of: piece)))
            case .unclosed:
                return nil
            }
        }
        return tokens
    }

    /// Stencil's tokens with their text trimmed, each keeping its place in the source (for
    /// error messages). Nil when a tag sets its own whitespace.
    static func trimmed(_ tokens: [Token]) -> [Token]? {
        var result: [Token] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .block:
                guard token.whitespace == nil || token.whitespace == .unspecified else { return nil }
                result.append(token)
            case .variable, .comment:
                result.append(token)
            case .text:
                let text = trimmed(
                    Array(token.contents.utf8)[...],
                    afterBlock: index > 0 && tokens[index - 1].kind == .block,
                    beforeBlock: index + 1 < tokens.count && tokens[index + 1].kind == .block
                )
                if !text.isEmpty {
                    result.append(.text(value: String(decoding: text, as: UTF8.self), at: token.sourceMap))
                }
            }
        }
        return result
    }

    /// One text token trimmed as Stencil trims it between tags: after a block tag
    /// `^[ \t]*\n` goes, before one `[ \t]*$`, where `$` (ICU's) is the end of the
    /// text or the place before a line break that ends it.
    static func trimmed(_ text: ArraySlice<UInt8>, afterBlock: Bool, beforeBlock: Bool) -> ArraySlice<UInt8> {
        var text = text
        if afterBlock {
            let afterSpaces = text.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if afterSpaces.first == UInt8(ascii: "\n") { text = afterSpaces.dropFirst() }
        }
        if beforeBlock, !text.isEmpty {
            let lineBreak = finalLineBreakLength(text)
            var body = text.dropLast(lineBreak)
            while let last = body.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                body = body.dropLast()
            }
            text = text[text.startIndex..<body.endIndex] + text.suffix(lineBreak)
        }
        return text
    }

    /// The bytes of the line break ICU's `$` may stand before at the end: `\r\n`, or one
    /// of `\n \u{B} \u{C} \r \u{85} \u{2028} \u{2029}`.
    private static func finalLineBreakLength(_ text: ArraySlice<UInt8>) -> Int {
        if text.reversed().starts(with: [0x0A, 0x0D]) { return 2 }
        if let last = text.last, (0x0A...0x0D).contains(last) { return 1 }
        if text.reversed().starts(with: [0x85, 0xC2]) { return 2 }
        if text.reversed().starts(with: [0xA8, 0x80, 0xE2]) || text.reversed().starts(with: [0xA9, 0x80, 0xE2]) {
            return 3
        }
        return 0
    }

    private struct Segment {
        enum Kind {
            case text
            case block
            /// `{{ … }}` and `{# … #}`: kept as they are.
            case other
            /// A `{{`, `{%` or `{#` with no end: Stencil reports it.
            case unclosed
        }

        var kind: Kind
        var range: Range<Int>
    }

    /// What Stencil's lexer keeps of a tag: the inside, each line trimmed, joined by spaces.
    private static func contents(of tag: ArraySlice<UInt8>) -> String {
        var lines: [ArraySlice<UInt8>] = []
        for var line in tag.dropFirst(2).dropLast(2).split(separator: UInt8(ascii: "\n")) {
            while line.first == UInt8(ascii: " ") { line = line.dropFirst() }
            while line.last == UInt8(ascii: " ") { line = line.dropLast() }
            if !line.isEmpty { lines.append(line) }
        }
        return String(decoding: Array(lines.joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
    }

    /// `{%-`, `-%}`, `{%+` or `+%}`.
    private static func setsItsOwnWhitespace(_ tag: ArraySlice<UInt8>) -> Bool {
        let markers: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "+")]
        return markers.contains(tag[tag.startIndex + 2]) || markers.contains(tag[tag.endIndex - 3])
    }

    /// Text, tags and text again; a lone `{` stays part of its text.
    private static func split(_ bytes: [UInt8]) -> [Segment] {
        var segments: [Segment] = []
        var textStart = 0
        var scan = 0
        while let open = bytes[scan...].firstIndex(of: UInt8(ascii: "{")) {
            let closer: UInt8? =
                switch open + 1 < bytes.count ? bytes[open + 1] : 0 {
                case UInt8(ascii: "%"): UInt8(ascii: "%")
                case UInt8(ascii: "{"): UInt8(ascii: "}")
                case UInt8(ascii: "#"): UInt8(ascii: "#")
                default: nil
                }
            guard let closer else {
                scan = open + 1
                continue
            }
            if open > textStart { segments.append(Segment(kind: .text, range: textStart..<open)) }
            guard let close = end(of: closer, in: bytes, from: open + 2) else {
                segments.append(Segment(kind: .unclosed, range: open..<bytes.count))
                return segments
            }
            segments.append(Segment(kind: closer == UInt8(ascii: "%") ? .block : .other, range: open..<close))
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
