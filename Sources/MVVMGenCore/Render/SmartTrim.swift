/// Stencil's "smart" whitespace trimming, done once on the template source instead of by
/// Stencil on every render (where it runs regular expressions over every text node): a
/// block tag (`{% … %}`) takes the spaces before it on its line, and the spaces plus one
/// newline after it, so a line holding only a block tag leaves nothing behind.
/// Tags that ask for their own trimming (`{%-`, `-%}`) are left to Stencil.
enum SmartTrim {
    static func apply(_ source: String) -> String {
        segments(trimming: source).map(\.source).joined()
    }

    /// The trimmed template as tokens, made without Stencil's lexer, which searches the
    /// whole template for every line and tag and costs milliseconds at every start-up.
    /// Only built-in templates, known to be well formed, come this way, so template errors
    /// need no line numbers. Nil when a tag is not closed or asks for its own trimming;
    /// then Stencil's lexer is used.
    static func tokens(_ source: String) -> [TemplateToken]? {
        var tokens: [TemplateToken] = []
        for segment in segments(trimming: source) {
            switch segment {
            case .text(let text):
                if !text.isEmpty { tokens.append(TemplateToken(.text, String(text))) }
            case .block(let tag):
                if tag.hasPrefix("{%-") || tag.hasSuffix("-%}") { return nil }
                tokens.append(TemplateToken(.block, contents(of: tag)))
            case .other(let tag):
                tokens.append(TemplateToken(tag.hasPrefix("{{") ? .variable : .comment, contents(of: tag)))
            case .unclosed:
                return nil
            }
        }
        return tokens
    }

    /// What Stencil's lexer keeps of a tag: the inside, each line trimmed, joined by spaces.
    private static func contents(of tag: Substring) -> String {
        tag.dropFirst(2).dropLast(2)
            .split(separator: "\n")
            .map { line in
                var line = line
                while line.first == " " { line = line.dropFirst() }
                while line.last == " " { line = line.dropLast() }
                return line
            }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    private static func segments(trimming source: String) -> [Segment] {
        var segments = split(source)
        for index in segments.indices {
            guard case .text(var text) = segments[index] else { continue }
            if index > 0, case .block(let tag) = segments[index - 1], !tag.hasSuffix("-%}") {
                text = dropLeadingSpacesAndOneNewline(text)
            }
            if index + 1 < segments.count, case .block(let tag) = segments[index + 1], !tag.hasPrefix("{%-") {
                text = dropTrailingSpaces(text)
            }
            segments[index] = .text(text)
        }
        return segments
    }

    private enum Segment {
        case text(Substring)
        case block(Substring)
        /// `{{ … }}` and `{# … #}`: kept as they are.
        case other(Substring)
        /// A `{{`, `{%` or `{#` with no end: Stencil reports it.
        case unclosed(Substring)

        var source: Substring {
            switch self {
            case .text(let text), .block(let text), .other(let text), .unclosed(let text): text
            }
        }
    }

    private static func split(_ source: String) -> [Segment] {
        var segments: [Segment] = []
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            let closer: (Character, Character)?
            switch after.first {
            case "%": closer = ("%", "}")
            case "{": closer = ("}", "}")
            case "#": closer = ("#", "}")
            default: closer = nil
            }
            guard let closer else {
                // A lone "{": plain text up to and including it.
                segments.append(.text(rest[...open]))
                rest = after
                continue
            }
            guard let close = find(closer, in: after.dropFirst()) else {
                if open > rest.startIndex { segments.append(.text(rest[..<open])) }
                segments.append(.unclosed(rest[open...]))
                rest = rest[rest.endIndex...]
                break
            }
            if open > rest.startIndex { segments.append(.text(rest[..<open])) }
            let tag = rest[open..<close]
            segments.append(closer.0 == "%" ? .block(tag) : .other(tag))
            rest = rest[close...]
        }
        if !rest.isEmpty { segments.append(.text(rest)) }
        return mergedText(segments)
    }

    /// The index just past the first `pair` in `text`. A plain character scan: Foundation's
    /// `range(of:)` is far slower and this runs at every start-up.
    private static func find(_ pair: (Character, Character), in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == pair.0, next < text.endIndex, text[next] == pair.1 {
                return text.index(after: next)
            }
            index = next
        }
        return nil
    }

    /// Adjacent text pieces (split at lone braces) joined, so trimming sees whole texts.
    private static func mergedText(_ segments: [Segment]) -> [Segment] {
        var merged: [Segment] = []
        for segment in segments {
            if case .text(let text) = segment, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous.base[previous.startIndex..<text.endIndex])
            } else {
                merged.append(segment)
            }
        }
        return merged
    }

    /// `^[ \t]*\n`: the rest of the tag's line, when it holds nothing else.
    private static func dropLeadingSpacesAndOneNewline(_ text: Substring) -> Substring {
        let afterSpaces = text.drop { $0 == " " || $0 == "\t" }
        return afterSpaces.first == "\n" ? afterSpaces.dropFirst() : text
    }

    /// `[ \t]*$`: the indentation before the tag.
    private static func dropTrailingSpaces(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
