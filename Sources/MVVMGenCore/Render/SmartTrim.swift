/// Stencil's "smart" whitespace trimming, done once on the template source instead of by
/// Stencil on every render (where it runs regular expressions over every text node): a
/// block tag (`{% … %}`) takes the spaces before it on its line, and the spaces plus one
/// newline after it, so a line holding only a block tag leaves nothing behind.
/// Tags that ask for their own trimming (`{%-`, `-%}`) are left to Stencil.
enum SmartTrim {
    static func apply(_ source: String) -> String {
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
        return segments.map(\.source).joined()
    }

    private enum Segment {
        case text(Substring)
        case block(Substring)
        /// `{{ … }}` and `{# … #}`: kept as they are.
        case other(Substring)

        var source: Substring {
            switch self {
            case .text(let text), .block(let text), .other(let text): text
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
            guard let closer, let close = find(closer, in: after.dropFirst()) else {
                // A lone "{": plain text up to and including it.
                segments.append(.text(rest[...open]))
                rest = after
                continue
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
